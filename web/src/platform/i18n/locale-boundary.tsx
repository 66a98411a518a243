import { Fragment, type ReactNode } from "react";
import { useActiveLocale } from "./locale.ts";

/**
 * Renders its children anew when the language changes (settings, IMPL-045): every text is
 * `t()` called while rendering, so a fresh tree says everything in the new language.
 * State below it starts over, which a language switch may do.
 */
export function LocaleBoundary({ children }: { children: ReactNode }) {
  const locale = useActiveLocale();
  return <Fragment key={locale}>{children}</Fragment>;
}
