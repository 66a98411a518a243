import { openModal } from "../ui/index.ts";
import type { AuthFlowOptions } from "./auth-options.ts";

/**
 * Opens the login or signup modal. Its code (and the auth catalogue) loads on the first
 * click, so pages that only show the header's buttons never download the forms.
 */
export async function openAuthModal(options: AuthFlowOptions): Promise<void> {
  const { AuthModal } = await import("./auth-modal.tsx");
  openModal({ element: <AuthModal {...options} /> });
}
