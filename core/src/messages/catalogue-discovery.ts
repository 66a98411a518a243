/**
 * Messages of the discovery pages (IMPL-038): /ideas/, /today, /shopping/, /videos/, /topics
 * and an interest's page. The seeds name the pages, not their words: these are ours.
 */
export const discoveryMessages = {
  "discovery.ideas": "Ideas",
  "discovery.ideasIntro": "What people are saving, by the hashtags and boards they share.",
  "discovery.today": "Today",
  "discovery.todayIntro": "What people saved lately.",
  "discovery.shopping": "Shopping",
  "discovery.shoppingIntro": "Ideas from Pins that lead to something you can buy.",
  "discovery.videos": "Videos",
  "discovery.videosIntro": "Ideas from video Pins.",
  "discovery.topics": "Topics",
  "discovery.topicsIntro": "Every topic, from A to Z.",
  "discovery.empty": "Nothing here yet. Ideas show up once people save and tag public Pins.",
  "discovery.videosEmpty": "No video Pins yet.",
  "discovery.pins": "{count, plural, one {# Pin} other {# Pins}}",
  "discovery.interestPins": "Pins for {name}",
  "discovery.interestEmpty": "No Pins for {name} yet.",
  "discovery.notFound": "We couldn't find that idea.",
} as const;
