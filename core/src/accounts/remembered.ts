/** The most accounts one browser remembers (ACCT-007 DECISION: 5 per device group). */
export const MAX_REMEMBERED_ACCOUNTS = 5;

/** Whether one more account fits beside `count` remembered ones (ACCT-007). */
export function canRememberAnother(count: number): boolean {
  return count < MAX_REMEMBERED_ACCOUNTS;
}

/** The ways a person can sign in: a password, and the providers linked to the account. */
export interface SignInMethods {
  hasPassword: boolean;
  /** Linked providers ("google", "facebook", and any later one such as "line"). */
  providers: readonly string[];
}

/**
 * Whether the provider may be disconnected (IMPL-016): only while it is linked and another
 * way in remains (a password, or another linked provider). The last way in can never be
 * removed (D-045).
 */
export function canDisconnect(methods: SignInMethods, provider: string): boolean {
  if (!methods.providers.includes(provider)) return false;
  return methods.hasPassword || methods.providers.some((other) => other !== provider);
}
