import type { ButtonHTMLAttributes, ReactNode } from "react";
import "../button/button.css";

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "children"> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  size?: "md" | "sm";
}

/** A round button showing only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  size = "md",
  className,
  type = "button",
  ...rest
}: IconButtonProps) {
  const classes = ["cb-icon-button", size === "sm" ? "cb-icon-button--sm" : "", className ?? ""];
  return (
    <button type={type} aria-label={label} className={classes.filter(Boolean).join(" ")} {...rest}>
      {icon}
    </button>
  );
}
