import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from "react";
import "./button.css";

/** Button colours: primary (brand red), secondary (gray), tertiary (transparent). */
export type ButtonVariant = "primary" | "secondary" | "tertiary";

interface ButtonLook {
  variant?: ButtonVariant;
  size?: "md" | "lg";
}

/** The class names of a button look, also used by links that look like buttons. */
export function buttonClass({ variant = "secondary", size = "md" }: ButtonLook, extra?: string): string {
  return ["cb-button", `cb-button--${variant}`, size === "lg" ? "cb-button--lg" : "", extra ?? ""]
    .filter(Boolean)
    .join(" ");
}

/** A text button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...rest
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...rest} />;
}

/** A link to another site that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className,
  ...rest
}: ButtonLook & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a className={buttonClass({ variant, size }, className)} {...rest} />;
}
