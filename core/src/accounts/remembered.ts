/** The most accounts one browser remembers (ACCT-007 DECISION: 5 per device group). */
export const MAX_REMEMBERED_ACCOUNTS = 5;

/** Whether one more account fits beside `count` remembered ones (ACCT-007). */
export function canRememberAnother(count: number): boolean {
  return count < MAX_REMEMBERED_ACCOUNTS;
}

/** A sign-in method a person can have: a password or a linked provider (IMPL-016). */
export interface SignInMethods {
  hasPassword: boolean;
  connected: { google: boolean; facebook: boolean };
}

/**
 * Whether the provider may be disconnected: only while another way in remains (a password,
 * or another linked provider). The last way in can never be removed (D-045).
 */
export function canDisconnect(methods: SignInMethods, network: "google" | "facebook"): boolean {
  if (!methods.connected[network]) return false;
  const others = Object.entries(methods.connected).filter(([name, linked]) => name !== network && linked);
  return methods.hasPassword || others.length > 0;
}
