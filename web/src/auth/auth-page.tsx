import { type AuthContainer, loginSuccessPath, shouldLeaveLogin } from "@corkboard/core/auth";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { getBootstrap } from "../platform/bootstrap/index.ts";
import { useSearchParams } from "../platform/navigation/navigation.ts";
import { AuthCard } from "./auth-card.tsx";
import { AuthFlow, type AuthFrameProps } from "./auth-flow.tsx";
import { registerAuthMessages } from "./register-messages.ts";

registerAuthMessages();

function PageFrame({ title, children }: AuthFrameProps) {
  return <AuthCard title={title}>{children}</AuthCard>;
}

/**
 * The full-page login or signup (/login/, /signup/; AUTH-015, container login_page; the
 * business login, container revamped_business_login_page). A signed-in visitor is sent on
 * at once, to the safe next-URL or home (AUTH-011, AUTH-058).
 */
export function AuthPage({
  mode,
  container = "login_page",
}: {
  mode: "login" | "signup";
  container?: AuthContainer;
}) {
  const next = useSearchParams().get("next");
  const leave = shouldLeaveLogin(getBootstrap().viewer.type, false);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (leave) navigate(loginSuccessPath({ next }), { replace: true });
  }, [leave, next, navigate]);
  if (leave) return null;
  return (
    <AuthFlow
      key={mode}
      mode={mode}
      container={container}
      next={next}
      presentation="page"
      frame={PageFrame}
    />
  );
}

/** /login/ (AUTH-054). */
export function LoginPage() {
  return <AuthPage mode="login" />;
}

/** /signup/ (AUTH-054). */
export function SignupPage() {
  return <AuthPage mode="signup" />;
}

/** /business/login/: the business variant of the login (AUTH-025, AUTH-026). */
export function BusinessLoginPage() {
  return <AuthPage mode="login" container="revamped_business_login_page" />;
}
