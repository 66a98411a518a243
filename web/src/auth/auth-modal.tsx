import { closeModal } from "../ui/index.ts";
import { Modal } from "../ui/modal/modal.tsx";
import { AuthFlow, type AuthFrameProps } from "./auth-flow.tsx";
import type { AuthFlowOptions } from "./auth-options.ts";
import { registerAuthMessages } from "./register-messages.ts";
import "./auth.css";

registerAuthMessages();

function ModalFrame({ title, width, children }: AuthFrameProps) {
  return (
    <Modal open title={title} width={width} onClose={closeModal} testId="auth-modal">
      {children}
    </Modal>
  );
}

/** The logged-out auth modal (AUTH-013, UI-001): 484 px wide, 489 for the code step. */
export function AuthModal(options: AuthFlowOptions) {
  return <AuthFlow {...options} presentation="modal" frame={ModalFrame} onLeave={closeModal} />;
}
