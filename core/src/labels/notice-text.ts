/** The text tag type that makes a link (LABEL-009). */
export const TEXT_TAG_LINK = 5;

/** A text tag of a notice's description (LABEL-008): a range of the text and what it is. */
export interface NoticeTextTag {
  offset: number;
  length: number;
  tag_type: number;
  link: string | null;
}

/** A run of a notice's text: plain, or a link (LABEL-009). */
export type NoticeTextPart = { text: string } | { text: string; link: string };

/** A notice's text cut into parts, and the tags read as plain text (to be logged, LABEL-010). */
export interface NoticeText {
  parts: NoticeTextPart[];
  /** Tags left as plain text: another type (LABEL-010), no link, or a range that overlaps or leaves the text. */
  plain: NoticeTextTag[];
}

/**
 * Cuts a notice's description into plain and linked parts (LABEL-009, LABEL-010): a tag of
 * type 5 with a link turns the substring at offset/length (UTF-16 code units, as in
 * JavaScript strings) into a link; any other tag, or a type-5 tag without a link, outside
 * the text or overlapping an earlier link, stays plain text and is reported in `plain`.
 */
export function noticeText(text: string, tags: readonly NoticeTextTag[]): NoticeText {
  const plain: NoticeTextTag[] = [];
  const links: NoticeTextTag[] = [];
  for (const tag of [...tags].sort((a, b) => a.offset - b.offset)) {
    const end = tag.offset + tag.length;
    const last = links.at(-1);
    const fits = tag.offset >= 0 && tag.length > 0 && end <= text.length;
    if (
      tag.tag_type === TEXT_TAG_LINK &&
      tag.link &&
      fits &&
      (!last || last.offset + last.length <= tag.offset)
    )
      links.push(tag);
    else plain.push(tag);
  }
  const parts: NoticeTextPart[] = [];
  let at = 0;
  for (const tag of links) {
    if (tag.offset > at) parts.push({ text: text.slice(at, tag.offset) });
    parts.push({ text: text.slice(tag.offset, tag.offset + tag.length), link: tag.link ?? "" });
    at = tag.offset + tag.length;
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at) });
  return { parts, plain };
}
