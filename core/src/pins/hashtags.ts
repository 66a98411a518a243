/**
 * A hashtag: '#' followed by characters that are neither punctuation nor whitespace (seed
 * 001 §5). The underscore is Unicode punctuation but kept as part of the tag, as hashtags
 * everywhere do (#summer_vibes). Global: use with matchAll, or through `extractHashtags`.
 */
export const HASHTAG_PATTERN = /#(?:[^\p{P}\s]|_)+/gu;

/** A hashtag found in a text: the tag without '#', and where the '#…' run sits (UTF-16). */
export interface Hashtag {
  tag: string;
  start: number;
  end: number;
}

/** The hashtags of a text (a description), in order of appearance (seed 001 §5). */
export function extractHashtags(text: string): Hashtag[] {
  return Array.from(text.matchAll(HASHTAG_PATTERN), (match) => ({
    tag: match[0].slice(1),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** True when a text holds at least one hashtag (its presence is logged, seed 001 §5). */
export function hasHashtag(text: string): boolean {
  return extractHashtags(text).length > 0;
}

/** The distinct hashtags of a text, lower-cased, in order of first appearance. */
export function distinctHashtags(text: string): string[] {
  return [...new Set(extractHashtags(text).map((hashtag) => hashtag.tag.toLowerCase()))];
}
