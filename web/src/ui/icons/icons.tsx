/**
 * The few icons the app draws, as inline SVG paths (no icon font, no sprite request).
 * Icons are decorative: the control around them carries the label.
 */

interface IconProps {
  size?: number;
  className?: string;
}

// One constant per icon, so a chunk carries only the paths it draws.
const LOGO_PATH =
  "M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24Zm0 5.5a4.5 4.5 0 0 1 4.5 4.5c0 2.4-1.9 4.3-3.6 6.3L12 18.5l-.9-2.2C9.4 14.3 7.5 12.4 7.5 10A4.5 4.5 0 0 1 12 5.5Zm0 2.7a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6Z";
const BACK_PATH = "M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20z";
const CLOSE_PATH =
  "m13.4 12 6.3-6.3-1.4-1.4-6.3 6.3-6.3-6.3-1.4 1.4 6.3 6.3-6.3 6.3 1.4 1.4 6.3-6.3 6.3 6.3 1.4-1.4z";
const SEARCH_PATH =
  "M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z";
const LOCK_PATH =
  "M12 2a5 5 0 0 1 5 5v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v3h6V7a3 3 0 0 0-3-3Z";
const EXTERNAL_PATH =
  "M14 3h7v7h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z";
const BELL_PATH =
  "M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z";
const PLUS_PATH = "M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z";
const CHECK_PATH = "m9 16.2-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z";

function Icon({ path, size = 20, className }: IconProps & { path: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d={path} />
    </svg>
  );
}

/** The Corkboard pin mark. */
export function LogoIcon(props: IconProps) {
  return <Icon path={LOGO_PATH} {...props} />;
}

/** Left arrow, for back buttons. */
export function ArrowBackIcon(props: IconProps) {
  return <Icon path={BACK_PATH} {...props} />;
}

/** A cross, for close buttons. */
export function CloseIcon(props: IconProps) {
  return <Icon path={CLOSE_PATH} {...props} />;
}

/** A magnifier, for the search box. */
export function SearchIcon(props: IconProps) {
  return <Icon path={SEARCH_PATH} {...props} />;
}

/** A padlock, for secret boards. */
export function LockIcon(props: IconProps) {
  return <Icon path={LOCK_PATH} {...props} />;
}

/** An arrow leaving a box, for outbound links. */
export function ExternalIcon(props: IconProps) {
  return <Icon path={EXTERNAL_PATH} {...props} />;
}

/** A bell, for notifications. */
export function BellIcon(props: IconProps) {
  return <Icon path={BELL_PATH} {...props} />;
}

/** A plus, for the compact Follow button. */
export function PlusIcon(props: IconProps) {
  return <Icon path={PLUS_PATH} {...props} />;
}

/** A check mark, for the compact Following button. */
export function CheckIcon(props: IconProps) {
  return <Icon path={CHECK_PATH} {...props} />;
}
