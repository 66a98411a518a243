/**
 * The demo's people and the words its pins are written from: friendly, varied and
 * obviously fictional. The boards are in demo-boards.ts.
 */

/** A demo person. */
export interface DemoUser {
  username: string;
  fullName: string;
  country: string;
}

/** A demo board; `subjects` feed the pin titles, `tags` the hashtags. */
export interface DemoBoard {
  owner: string;
  name: string;
  description: string;
  privacy: "public" | "secret";
  sections: string[];
  subjects: string[];
  tags: string[];
  site: string;
  /** Relative share of the 600 pins. */
  weight: number;
}

/** The demo people. */
export const DEMO_USERS: DemoUser[] = [
  { username: "maya_bakes", fullName: "Maya Okafor", country: "US" },
  { username: "lena_fischer", fullName: "Lena Fischer", country: "DE" },
  { username: "ines_travels", fullName: "Inês Carvalho", country: "BR" },
  { username: "oliver_makes", fullName: "Oliver Bennett", country: "GB" },
  { username: "camille_studio", fullName: "Camille Laurent", country: "FR" },
  { username: "kenji_outdoors", fullName: "Kenji Watanabe", country: "JP" },
  { username: "priya_grows", fullName: "Priya Raman", country: "IN" },
  { username: "sofia_at_home", fullName: "Sofia Lindqvist", country: "SE" },
];

/** Title patterns; `{s}` is a subject, `{S}` the same capitalised. */
export const TITLE_PATTERNS = [
  "{S}",
  "{S} inspiration",
  "The best {s}",
  "{S}, done simply",
  "Easy {s}",
  "Our favorite {s}",
  "{S} ideas to try",
  "How to style {s}",
  "Small-space {s}",
  "{S} on a budget",
];

/** Description sentences, appended to a subject-led opening. */
export const DESCRIPTION_LINES = [
  "Saving this for later.",
  "Found this and couldn't stop looking.",
  "Simple, warm and easy to copy.",
  "Step-by-step guide on the site.",
  "Would love to try this next weekend.",
  "The colors here are perfect.",
  "Bookmarking for the next project.",
  "A classic that never gets old.",
];
