/**
 * Messages of the sign-up, log-in and recovery screens (seed 000), kept apart from the base
 * catalogue so pages that never show them do not download them: the auth screens load
 * with this module and register it (see `registerMessages`).
 */
export const authMessages = {
  // Sign-up and log-in (seed 000; AUTH-…). "seed" = the seed's words exactly; "decision" =
  // the text a requirements [DECISION] line supplies; unmarked lines are ours.
  // Modal titles by signup source (AUTH-018, AUTH-019) and screen titles.
  /** seed */ "auth.title.signupToSeeMore": "Sign up to see more",
  /** seed */ "auth.title.joinToFollow": "Join Corkboard to follow",
  /** seed */ "auth.title.logInToComment": "Log in to comment",
  /** seed */ "auth.title.logInToAcceptInvite": "Log in to accept your board invite",
  "auth.title.login": "Log in to Corkboard",
  /** seed (AUTH-052) */ "auth.title.consents": "Consents",
  "auth.title.twoFactor": "Enter your verification code",
  "auth.title.emailCollection": "Add your email",
  "auth.title.emailAlreadyExist": "You already have an account",
  "auth.title.underageConfirmation": "Is your birthday correct?",
  "auth.title.socialSignupWithAge": "Add your birthday",
  "auth.emailAlreadyExist.body": "An account with {email} already exists. Log in instead.",
  "auth.socialSignupWithAge.body":
    "Tell us your birthday to finish signing up. It won't be shown on your profile.",
  // Fields.
  "auth.field.email": "Email",
  "auth.field.password": "Password",
  "auth.field.createPassword": "Create a password",
  "auth.field.birthday": "Birthday",
  "auth.field.verificationCode": "Verification code",
  // Login screen (AUTH-020…AUTH-033).
  /** seed */ "auth.login.forgotPassword": "Forgot your password?",
  /** seed */ "auth.login.submit": "Log in",
  /** seed */ "auth.login.continueWithSso": "Continue with SSO",
  /** seed */ "auth.login.welcomeBack": "Welcome back, {name}",
  /** seed */ "auth.login.notYou": "Not you?",
  /** seed */ "auth.login.noBusinessAccount": "Don't have a business account?",
  /** seed */ "auth.login.createOneForFree": "Create one for free",
  /** seed */ "auth.login.createNewAccount": "Create new account",
  /** decision AUTH-028 */ "auth.login.switchAccounts": "Log in to switch between accounts",
  "auth.login.or": "OR",
  /** seed */ "auth.oneTap.welcome": "Welcome to Corkboard!",
  "auth.social.continueWithFacebook": "Continue with Facebook",
  "auth.social.continueWithGoogle": "Continue with Google",
  "auth.social.continueWithLine": "Continue with LINE",
  /** seed */ "auth.social.facebookUnavailable": "Oops! Facebook isn't available",
  /** seed */ "auth.social.googleUnavailable": "Oops! Google isn't available",
  /** seed (AUTH-014) */ "auth.social.ok": "OK",
  "auth.terms": "By continuing, you agree to Corkboard's {terms} and acknowledge you've read our {privacy}.",
  "auth.terms.termsLink": "Terms of Service",
  "auth.terms.privacyLink": "Privacy Policy",
  // Signup screen and footers (AUTH-036…AUTH-049).
  /** seed */ "auth.signup.continue": "Continue",
  "auth.signup.submit": "Sign up",
  // The bottom-right sign-up prompt on pin pages (container bottom.right.upsell.email, AUTH-016).
  "auth.upsell.title": "See more of what you love on Corkboard",
  "auth.upsell.cta": "Continue with email",
  // Over the address's sign-up limit (AUTH-175): shown until dismissed (D-027).
  "auth.signup.rateLimited":
    "Too many sign-up attempts from your network. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
  "auth.signup.rateLimitedLater": "Too many sign-up attempts from your network. Try again later.",
  /** seed */ "auth.signup.businessPrompt": "Are you a business?",
  "auth.signup.businessLink": "Get started here!",
  "auth.footer.notOnCorkboard": "Not on Corkboard yet?",
  "auth.footer.alreadyMember": "Already a member?",
  /** decision AUTH-047 */
  "auth.recoverBanner.google": "Looks like you signed up with Google. Continue with Google to log in.",
  /** decision AUTH-047 */
  "auth.recoverBanner.email": "Looks like you already have an account. Log in with your email and password.",
  /** decision AUTH-047 */
  "auth.recoverBanner.fbOnly": "Looks like you signed up with Facebook. Continue with Facebook to log in.",
  /** decision AUTH-047 */ "auth.recoverBanner.default":
    "Looks like you already have an account. Log in instead.",
  /** decision AUTH-049 */
  "auth.signup.socialUnavailable":
    "Signing up with {provider} isn't available right now. Sign up with your email instead.",
  // Email collection, underage confirmation (AUTH-050, AUTH-051, AUTH-135…AUTH-138).
  /** seed */ "auth.emailCollection.continue": "Continue",
  /** seed */ "auth.emailCollection.notNow": "Not now",
  /** seed */ "auth.emailCollection.required": "Email is required",
  /** seed */ "auth.emailCollection.failed": "Oops! Something went wrong… Click Continue to try again.",
  /** seed */ "auth.underage.edit": "Edit",
  /** seed */ "auth.underage.confirm": "Confirm",
  "auth.underage.body": "You entered {birthday}. Edit it if it's wrong, or confirm it to continue.",
  /** seed */ "auth.underage.ineligible": "Sorry, you're not eligible to sign up for Corkboard right now.",
  // Consents (AUTH-052, AUTH-125…AUTH-129).
  /** seed */ "auth.consents.agreeToAll": "Agree to all",
  /** seed */ "auth.consents.next": "Next",
  /** seed */ "auth.consents.back": "Back",
  "auth.consents.requiredSection": "Required",
  "auth.consents.optionalSection": "Optional",
  "auth.consents.terms": "I agree to the Terms of Service (required)",
  "auth.consents.collectionUsePersonalInfo": "Collection and use of personal information (required)",
  "auth.consents.thirdPartyProvisionPersonalInfo":
    "Sharing personal information with third parties (required)",
  "auth.consents.overseasTransferPersonalInfo": "Transfer of personal information overseas (required)",
  "auth.consents.optionalMarketingConsent": "Marketing emails and notifications (optional)",
  "auth.consents.error": "Agree to the required items to continue.",
  // Two-factor step (AUTH-053, AUTH-130…AUTH-134).
  "auth.mfa.sentTo": "We sent a code to your phone number ending in {lastDigits}.",
  "auth.mfa.submit": "Verify",
  "auth.mfa.resend": "Resend code",
  /** seed */ "auth.mfa.resent": "We sent you a new code!",
  /** seed */ "auth.mfa.required": "You missed a spot! Don't forget to add your verification code.",
  /** seed */ "auth.mfa.format": "Hmm...that doesn't look like a verification code.",
  "auth.mfa.failed": "That code didn't work. Check it and try again.",
  "auth.mfa.fromApp": "Enter the 6-digit code from your authenticator app, or one of your backup codes.",
  "auth.mfa.sentToEmail": "We sent a code to {email}.",
  "auth.mfa.sentToYourEmail": "We sent a code to your email.",
  "auth.back": "Back",
  // The human check after a too-fast login (AUTH-117, AUTH-118).
  "auth.humanCheck.working": "Checking that you're a person…",
  "auth.humanCheck.failed": "We couldn't finish the check. Try logging in again.",
  // Validation (AUTH-184…AUTH-209).
  /** seed */ "auth.email.required": "You missed a spot! Don't forget to add your email.",
  /** seed (one form everywhere, AUTH-177) */ "auth.email.format":
    "Hmm...that doesn't look like an email address.",
  /** seed */ "auth.email.notValid": "Sorry, this doesn't look like a valid email",
  /** seed */ "auth.email.brandName": "Please stick to your name, or the name of your brand",
  /** seed */ "auth.email.invalid": "Your email is invalid.",
  /** seed */ "auth.email.suggestion": "Did you mean {email}?",
  /** seed, with n = 8 (AUTH-193, AUTH-194) */
  "auth.password.tooShort": "Your password is too short! You need {min}+ characters.",
  "auth.password.tooLong": "Your password is too long! Use {max} characters or fewer.",
  /** seed */ "auth.password.sameAsUsername": "Please make your username and password different.",
  /** seed */ "auth.password.weak": "Please make a stronger password.",
  /** seed */
  "auth.password.notAscii":
    "Use only a mix of letters, numbers and special characters (for example: ?, !, $).",
  /** seed */ "auth.password.incorrect": "The password you entered is incorrect.",
  /** seed */ "auth.birthday.required": "You missed a spot. Don't forget to add your birthday.",
  /** seed */ "auth.birthday.invalid": "Invalid date",
  // Signup errors by code (AUTH-179…AUTH-183; "other" is error.INTERNAL).
  /** seed */ "auth.signupError.ageRequired": "We need to know your age to provide you this service.",
  /** seed */ "auth.signupError.overage": "Oops! Please use a valid age to sign up.",
  // Login errors (AUTH-140…AUTH-178).
  /** seed */ "auth.login.tooFast": "Oops! You logged in too quickly. Please try again with the reCAPTCHA.",
  /** seed */ "auth.login.cantLogIn": "Sorry, we can't log you in.",
  /** seed */
  "auth.login.connectedFacebook": "Your account is connected to Facebook - use the Facebook button to log in",
  /** decision AUTH-157 */
  "auth.login.connectedGoogle": "Your account is connected to Google - use the Google button to log in",
  /** decision AUTH-157 */
  "auth.login.connectedBoth":
    "Your account is connected to Facebook and Google - use either button to log in",
  /** seed */
  "auth.login.linkedGoogle":
    "Your account is already linked to Google. To log in with email, set a password.",
  /** seed */
  "auth.login.linkedFacebook":
    "Your account is already linked to Facebook. To log in with email, set a password.",
  /** decision AUTH-161 */
  "auth.login.linkedApple":
    "Your account is linked to Apple, which works only in the mobile app. To log in here, set a password.",
  /** seed */
  "auth.login.strangeActivity":
    "We noticed some strange activity on your account. Reset your password or log in with Facebook or Google to get back into your account.",
  /** seed; the web links the words of auth.login.resetYourPassword (AUTH-163) */
  "auth.login.wrongPassword": "The password you entered is incorrect. Try again or Reset your password",
  /** seed */ "auth.login.resetYourPassword": "Reset your password",
  /** seed, provider filled in (AUTH-165) */
  "auth.social.noMatch":
    "We couldn't match your {provider} account to any account. Try resetting your password instead.",
  /** seed */ "auth.social.enablePopups": "You must enable popups!",
  /** seed */ "auth.social.mustAuthorize": "Couldn't connect. You must authorize Corkboard.",
  /** seed */ "auth.sso.windowUndefined": "window undefined",
  /** seed */ "auth.sso.noTokens": "No tokens returned",
  /** seed */ "auth.toast.unknownError": "Unknown Error",
  /** seed */ "auth.toast.emailSent": "Email sent!",
  // Recovery and notice modals (AUTH-014, AUTH-143…AUTH-155).
  "auth.recovery.rateLimited.title": "Too many login attempts",
  /** seed */
  "auth.recovery.rateLimited.body":
    "You have reached the maximum number of login attempts. Try again in 30 minutes.",
  /** seed */ "auth.recovery.okay": "Okay",
  /** seed */ "auth.recovery.softBanned.title": "We protected your account",
  "auth.recovery.softBanned.body":
    "We noticed unusual activity, so we reset your password and logged you out on all devices. Check your email for a link to set a new password.",
  /** seed */ "auth.recovery.loginHelp.title": "Looks like you're having trouble logging in",
  "auth.recovery.loginHelp.body":
    "We can email you a link to reset your password, or you can log in with Facebook or Google.",
  "auth.recovery.loginHelp.sendReset": "Send reset email",
  /** seed */ "auth.recovery.deactivated.title": "Your account has been deactivated",
  /** decision AUTH-152 */
  "auth.recovery.deactivated.communityGuidelines":
    "Your account was deactivated for going against our Community Guidelines.",
  /** decision AUTH-152 */
  "auth.recovery.deactivated.unusualActivity":
    "Your account was deactivated because we noticed unusual activity on it.",
  /** decision AUTH-152 */ "auth.recovery.deactivated.ownRequest":
    "Your account was deactivated because you asked us to close it.",
  /** decision AUTH-152 (links to /reports-and-violations/) */
  "auth.recovery.deactivated.appeal": "Think this is a mistake? Contact us to appeal.",
  /** decision AUTH-152 */ "auth.recovery.deactivated.tooltip":
    "You deactivated your account. Log in to reactivate it.",
  "auth.recovery.suspended.title": "Your account has been suspended",
  "auth.recovery.suspended.body": "Your account was suspended for going against our Community Guidelines.",
  "auth.recovery.passwordResetSent.title": "Check your email",
  "auth.recovery.passwordResetSent.body": "We sent an email to {email} with a link to reset your password.",
  "auth.recovery.preventRegister.title": "You already have an account",
  /** seed (AUTH-155) */ "auth.verifyEmail.title": "Verify your email",
  "auth.verifyEmail.body": "We sent a link to {email}. Open it to verify your email.",
  /** seed (AUTH-154) */ "auth.verifyEmail.resend": "Resend email",
  /** seed (AUTH-154) */ "auth.verifyEmail.sent": "Email sent",
  "auth.verifyEmail.failed":
    "That verification link has expired or isn't valid. Log in and ask for a new one.",
  /** The set-new-password page (IMPL-011). */
  "auth.reset.title": "Reset your password",
  "auth.reset.lookupBody":
    "Enter your email or username and we'll send you a link to get back into your account.",
  "auth.reset.usernameOrEmail": "Email or username",
  "auth.reset.send": "Send",
  "auth.reset.newPassword": "New password",
  "auth.reset.confirmPassword": "Confirm new password",
  "auth.reset.passwordsDiffer": "These passwords don't match.",
  "auth.reset.submit": "Change password",
  "auth.reset.done": "Your password has been changed. Log in with your new password.",
  "auth.reset.tokenInvalid": "This reset link has expired or was already used. Ask for a new one.",
  "auth.reset.requestNew": "Send me a new link",
  "auth.currentPasswordWrong": "The password you entered is incorrect.",
} as const;
