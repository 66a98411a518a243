/**
 * Experiments the seeds read by name (CONST-006), plus the names the DECISION lines chose
 * for the unnamed ones (GATE-011, GATE-028). Any other snake_case name can be configured
 * too; these are the ones the code branches on.
 */
export const Experiment = {
  /** Email and social sign-up go through the consents step first (AUTH-087). */
  KR_PRIVACY_CONSENT: "kr_privacy_consent",
  /** The personalised login switches to the account-recovery sign-up flow (AUTH-097). */
  ACCOUNT_RECOVERY_FLOW: "dweb_unauth_fb_login_account_recovery_flow",
  /** Google login is replaced by the social-unavailable modal (AUTH-032). */
  GOOGLE_DISABLED: "web_google_disabled",
  /** Facebook login is replaced by the social-unavailable modal (AUTH-030). */
  FACEBOOK_DISABLED: "web_facebook_disabled",
  /** New people cannot sign up with Google; existing ones still log in (AUTH-048, D-043). */
  GOOGLE_SIGNUP_DISABLED: "web_google_signup_disabled",
  /** New people cannot sign up with Facebook; existing ones still log in (AUTH-048, D-043). */
  FACEBOOK_SIGNUP_DISABLED: "web_facebook_signup_disabled",
  /** The post-create social-photo upsell (PIN-049). */
  POST_CREATE_RETARGETING: "web_post_create_retargeting",
  /** Pin creation kill switch; its value says what is disabled (GATE-010, GATE-011). */
  PIN_CREATION_KILL_SWITCH: "web_pin_creation_kill_switch",
  /** Notification settings leave the settings kind (GATE-023, GATE-028). */
  NOTIFICATION_SETTINGS_SPLIT: "web_notification_settings_split",
} as const;

/** One of the experiment names the code knows. */
export type ExperimentName = (typeof Experiment)[keyof typeof Experiment];

/** Every known experiment name. */
export const EXPERIMENT_NAMES: readonly ExperimentName[] = Object.values(Experiment);

/** Values of the pin-creation kill switch (GATE-010). */
export const PIN_CREATION_KILL_SWITCH_VALUES = [
  "disable_all",
  "disable_idea_pins",
  "disable_video",
  "disable_web_pins",
] as const;
