/** The path of the server-only social sign-in (social-session.ts). */
const SOCIAL_SIGN_IN_PATH = "/corkboard/social/sign-in";
/** The providers whose sign-in is a way back into a protected account (AUTH-162). */
const SOCIAL_PROVIDERS = new Set(["google", "facebook"]);

interface Adapter {
  findAccounts(userId: string): Promise<{ id: string; providerId: string }[]>;
  updateAccount(id: string, data: { password: null }): Promise<unknown>;
  updateUser(userId: string, data: { state: "active" }): Promise<unknown>;
}

/**
 * A soft-banned ("protected", AUTH-148) account's ways back (D-043): a password reset, as
 * before, or — what AUTH-162's message promises — a sign-in with the Google or Facebook
 * account linked to it. That sign-in proves who this is without the password the ban was
 * about, so it reactivates the account and REMOVES that password (the owner sets a new one
 * by reset). A password login of such an account, right password or not past this point,
 * is told so: PASSWORD_RESET_REQUIRED ("Reset your password or log in with Facebook or
 * Google"); an account with no linked provider keeps the soft-banned modal.
 * Returns null when the session may be minted, else the code to refuse it with.
 */
export async function softBannedWayBack(
  adapter: Adapter,
  userId: string,
  path: string | undefined,
): Promise<"PASSWORD_RESET_REQUIRED" | "ACCOUNT_SOFT_BANNED" | null> {
  const accounts = await adapter.findAccounts(userId);
  const linked = accounts.some((account) => SOCIAL_PROVIDERS.has(account.providerId));
  if (!linked) return "ACCOUNT_SOFT_BANNED";
  if (path !== SOCIAL_SIGN_IN_PATH) return "PASSWORD_RESET_REQUIRED";
  for (const account of accounts) {
    if (account.providerId === "credential") await adapter.updateAccount(account.id, { password: null });
  }
  await adapter.updateUser(userId, { state: "active" });
  return null;
}
