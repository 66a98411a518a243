/**
 * Messages of the social sign-up's email steps, EmailCollection and EmailAlreadyExist
 * (seed 000 §2, §4; AUTH-050, AUTH-090; D-042). Loaded with the auth screens. The seed's own
 * words for these steps are in catalogue-auth.ts; these lines are ours.
 */
export const socialEmailMessages = {
  /** AUTH-090: EmailAlreadyExist's way back to EmailCollection. */
  "auth.emailAlreadyExist.otherEmail": "Use another email",
  /** AUTH-050: why EmailCollection asks. */
  "auth.emailCollection.body": "{provider} didn't share an email with us. Add one to finish signing up.",
} as const;
