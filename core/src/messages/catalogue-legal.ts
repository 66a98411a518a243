/**
 * The privacy policy and terms of service pages linked from the signup terms line
 * (AUTH-036). A Corkboard instance is run by whoever hosts it, so the texts say plainly
 * what the software does and leave the operator's own promises to the operator. Kept apart
 * from the auth catalogue: only these two pages need them.
 */
export const legalMessages = {
  "legal.privacy.title": "Privacy Policy",
  "legal.terms.title": "Terms of Service",
  "legal.selfHosted":
    "This site runs Corkboard, open-source software for saving and sharing pins. It is operated by whoever hosts it, not by the Corkboard project. Ask the operator if you have questions about this site.",
  "legal.privacy.collectTitle": "What this site keeps",
  "legal.privacy.collect":
    "Your account: your email address, your name, your birthday (to check that you are old enough to sign up), a hash of your password and, if you turn it on, your two-factor settings. Your content: the pins, boards and sections you save and who you follow. Your sessions: when you signed in, and the browser and network address you signed in from, so you can see and end them in your security settings.",
  "legal.privacy.cookiesTitle": "Cookies",
  "legal.privacy.cookies":
    "This site sets only the cookies it needs to work: one that keeps you signed in, one that protects forms against cross-site requests, one that remembers which account last signed in on this browser, one that records an ineligible signup, and a random visitor id that keeps features being tried out the same for you between visits. It uses no advertising cookies and shares nothing with other sites.",
  "legal.privacy.shareTitle": "Who sees it",
  "legal.privacy.share":
    "Your public pins, boards and profile can be seen by anyone who visits this site. Secret boards are seen only by you. Your email address and birthday are never shown to other people. The operator of this site can see everything stored on it.",
  "legal.privacy.choicesTitle": "Your choices",
  "legal.privacy.choices":
    "You can change your password, turn two-factor authentication on or off and log out of your other devices in your security settings. To have your account deleted, contact the operator of this site.",
  "legal.terms.useTitle": "Using this site",
  "legal.terms.use":
    "You must be old enough to sign up where you live. Keep your password to yourself, and tell the operator if you think someone else is using your account.",
  "legal.terms.contentTitle": "Your content",
  "legal.terms.content":
    "You keep the rights to what you save. By saving it here you allow this site to store it and show it to the people your board settings allow. Save only what you have the right to share, and nothing unlawful, hateful or meant to harm others.",
  "legal.terms.operatorTitle": "The operator",
  "legal.terms.operator":
    "The operator may remove content or close accounts that break these terms. The site is provided as is: the operator and the Corkboard project make no promise that it will always be available or free of errors.",
} as const;
