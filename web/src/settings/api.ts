import {
  emailTwoFactorEnableEndpoint,
  passwordChangeEndpoint,
  revokeOtherSessionsEndpoint,
  sessionListEndpoint,
  totpConfirmEndpoint,
  totpEnrollEndpoint,
  twoFactorDisableEndpoint,
  twoFactorStatusEndpoint,
  userSettingsEndpoint,
  userSettingsUpdateEndpoint,
} from "@corkboard/core/contract";
import { endpointKey, useEndpoint, useEndpointMutation } from "../platform/api/index.ts";

// The security settings' server calls (D-026). They answer sign-in codes (a wrong current
// password, the password rules), whose texts the page loads with the auth catalogue.

/** Where the viewer is signed in (IMPL-004). */
export function useSessions() {
  return useEndpoint(sessionListEndpoint, {});
}

/** Two-factor status: on or off, and by which methods (IMPL-013). */
export function useTwoFactorStatus() {
  return useEndpoint(twoFactorStatusEndpoint, {});
}

/** A new password ends every other session, so the sessions list reads fresh behind the form. */
export function useChangePassword() {
  return useEndpointMutation(passwordChangeEndpoint, {
    invalidates: [sessionListEndpoint],
    refetch: "background",
  });
}

/** "Log out of all other devices": the list shows only this one once it has reloaded. */
export function useRevokeOtherSessions() {
  return useEndpointMutation(revokeOtherSessionsEndpoint, { invalidates: [sessionListEndpoint] });
}

/** Starting an authenticator app: its QR code, setup key and backup codes; nothing changes yet. */
export function useTotpEnroll() {
  return useEndpointMutation(totpEnrollEndpoint);
}

// Turning a method on or off answers the new status, which replaces the cached one.
const answersStatus = () => endpointKey(twoFactorStatusEndpoint, {});

/** The first code from the app, which turns it on. */
export function useTotpConfirm() {
  return useEndpointMutation(totpConfirmEndpoint, { answers: answersStatus });
}

/** Codes by email, after the password. */
export function useEmailTwoFactorEnable() {
  return useEndpointMutation(emailTwoFactorEnableEndpoint, { answers: answersStatus });
}

/** Turning two-factor off, after the password. */
export function useTwoFactorDisable() {
  return useEndpointMutation(twoFactorDisableEndpoint, { answers: answersStatus });
}

/** The viewer's settings: the language (IMPL-045). */
export function useUserSettings() {
  return useEndpoint(userSettingsEndpoint, {});
}

/** Choosing a language answers the settings as they now are, which replace the cached ones. */
export function useUpdateUserSettings() {
  return useEndpointMutation(userSettingsUpdateEndpoint, {
    answers: () => endpointKey(userSettingsEndpoint, {}),
  });
}
