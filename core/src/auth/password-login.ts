import type { PasswordFailure } from "./password.ts";

// Apart from password.ts so a login form does not download the signup strength rules.

/**
 * The login password rule (AUTH-200, AUTH-201 DECISION): the client only asks for a
 * non-empty password; everything else is the server's "The password you entered is
 * incorrect.", which never reveals which rule an old password breaks.
 */
export function validateLoginPassword(password: string): PasswordFailure | null {
  if (password !== "") return null;
  return {
    field: "password",
    rule: "incorrect",
    code: "WRONG_PASSWORD",
    messageKey: "auth.password.incorrect",
  };
}
