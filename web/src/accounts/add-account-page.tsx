import { AuthCard, AuthFlow, type AuthFrameProps, registerAuthMessages } from "../auth/index.ts";

registerAuthMessages();

function PageFrame({ title, children }: AuthFrameProps) {
  return <AuthCard title={title}>{children}</AuthCard>;
}

/**
 * /add-account (ACCT-004): the login in account-switch mode — no signup toggle, "Log in to
 * switch between accounts" (AUTH-027/028), the account-switch flag on the login (AUTH-223),
 * and the new account's profile afterwards (ACCT-006). A signed-in visitor stays here: that
 * is who adds an account.
 */
export function AddAccountPage() {
  return <AuthFlow mode="login" container="login_page" presentation="page" accountSwitch frame={PageFrame} />;
}
