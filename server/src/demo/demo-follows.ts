/**
 * The demo's follow graph and claimed websites (D-031). Chosen rather than drawn, so a fresh
 * start always looks the same: maya_bakes, the first demo person, follows five creators and
 * so has a full followed feed, everyone has followers, and each creator is the verified
 * official user of the site their boards link to most (the pin-created dialog's follow
 * card, FOLLOW-021). The sites are reserved example domains (RFC 2606).
 */

/** Who follows whom, by username. */
export const DEMO_FOLLOWS: Record<string, string[]> = {
  maya_bakes: ["lena_fischer", "oliver_makes", "camille_studio", "priya_grows", "kenji_outdoors"],
  lena_fischer: ["maya_bakes", "sofia_at_home", "priya_grows"],
  ines_travels: ["kenji_outdoors", "camille_studio", "maya_bakes"],
  oliver_makes: ["kenji_outdoors", "lena_fischer"],
  camille_studio: ["sofia_at_home", "ines_travels", "maya_bakes"],
  kenji_outdoors: ["ines_travels", "oliver_makes"],
  priya_grows: ["lena_fischer", "sofia_at_home", "maya_bakes"],
  sofia_at_home: ["lena_fischer", "camille_studio", "priya_grows", "maya_bakes"],
};

/** The website each demo creator has claimed and verified. */
export const DEMO_WEBSITES: Record<string, string> = {
  maya_bakes: "bake.example.org",
  lena_fischer: "stay.example.org",
  ines_travels: "travel.example.com",
  oliver_makes: "workshop.example.net",
  camille_studio: "art.example.org",
  kenji_outdoors: "trails.example.net",
  priya_grows: "garden.example.com",
  sofia_at_home: "home.example.com",
};
