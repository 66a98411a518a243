import type { ExportArchive, ExportPin } from "@corkboard/core/contract";

/**
 * The archive as a Netscape bookmark file (`bookmarks.html`, D-056): the format every
 * browser imports and exports. A folder per board, a sub-folder per section, a bookmark per
 * pin with a web link (a pin without one has nothing to bookmark), dates as ADD_DATE (Unix
 * seconds) and the description as `<DD>`.
 */
export function bookmarksHtml(archive: ExportArchive): string {
  const lines = [
    "<!DOCTYPE NETSCAPE-Bookmark-file-1>",
    "<!-- This is an automatically generated file. It will be read and overwritten. DO NOT EDIT! -->",
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    `<TITLE>${escapeHtml(`Corkboard: ${archive.account.username}`)}</TITLE>`,
    `<H1>${escapeHtml(`Corkboard: ${archive.account.username}`)}</H1>`,
    "<DL><p>",
  ];
  for (const board of archive.boards) {
    const pins = archive.pins.filter((pin) => pin.board === board.id && isWebLink(pin.link));
    lines.push(...folder(1, board.name, board.created, board.updated, board.description));
    for (const pin of pins.filter((pin) => pin.section === null)) lines.push(...bookmark(2, pin));
    for (const sectionId of board.section_order) {
      const section = archive.sections.find((candidate) => candidate.id === sectionId);
      if (!section) continue;
      lines.push(...folder(2, section.title, section.created, section.created, ""));
      for (const pin of pins.filter((pin) => pin.section === sectionId)) lines.push(...bookmark(3, pin));
      lines.push(`${indent(2)}</DL><p>`);
    }
    lines.push(`${indent(1)}</DL><p>`);
  }
  lines.push("</DL><p>", "");
  return lines.join("\n");
}

function folder(
  depth: number,
  name: string,
  created: string,
  updated: string,
  description: string,
): string[] {
  return [
    `${indent(depth)}<DT><H3 ADD_DATE="${unixSeconds(created)}" LAST_MODIFIED="${unixSeconds(updated)}">${escapeHtml(name)}</H3>`,
    ...(description ? [`${indent(depth)}<DD>${escapeHtml(description)}`] : []),
    `${indent(depth)}<DL><p>`,
  ];
}

function bookmark(depth: number, pin: ExportPin): string[] {
  const title = pin.title || pin.link || "";
  return [
    `${indent(depth)}<DT><A HREF="${escapeHtml(pin.link ?? "")}" ADD_DATE="${unixSeconds(pin.created)}" LAST_MODIFIED="${unixSeconds(pin.updated)}">${escapeHtml(title)}</A>`,
    ...(pin.description ? [`${indent(depth)}<DD>${escapeHtml(pin.description)}`] : []),
  ];
}

function isWebLink(link: string | null): link is string {
  return link !== null && /^https?:\/\//i.test(link);
}

const indent = (depth: number) => "    ".repeat(depth);
const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Escapes text for HTML content and double-quoted attributes; newlines stay on one line. */
function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("\r", "")
    .replaceAll("\n", "<BR>");
}
