import { isId, type PinSummary, slugSchema, usernameSchema } from "@corkboard/core/contract";
import {
  closeupImageSizes,
  coverCollage,
  gridImageSizes,
  PRIORITY_CARDS,
  PRIORITY_TILES,
  renditionSrcset,
} from "@corkboard/core/layout";
import {
  BRAND_NAME,
  type Locale,
  type MessageKey,
  type MessageValues,
  translate,
} from "@corkboard/core/messages";
import type { PageMeta, Preloads } from "./html-head.ts";
import type { PageAssets, PageKind } from "./page-assets.ts";
import type { SpaServices } from "./spa-services.ts";

/** What the server puts in a page's shell: its meta tags and what to fetch at once. */
export interface PageHead {
  meta: PageMeta;
  preloads: Preloads;
}

/** First path segments that are app pages, never a profile (web/src/app/routes.tsx). */
const NOT_USERS = new Set([
  "pin",
  "board",
  "boardsection",
  "invite",
  "search",
  "settings",
  "login",
  "signup",
  "password",
  "pw",
  "email_verification_error",
  "bookmarklet",
  "advertiser",
  "business",
  "offsite",
  "pin-builder",
  "_",
]);

type Match =
  | { kind: "home" }
  | { kind: "pin"; id: string }
  | { kind: "board"; username: string; slug: string }
  | { kind: "profile"; username: string };

/** Which kind of page a path is, when it is one the server describes. */
export function matchPage(pathname: string): Match | null {
  if (pathname === "/") return { kind: "home" };
  const segments = pathname.replace(/^\/|\/$/g, "").split("/");
  const [first = "", second, third] = segments;
  if (first === "pin" && second && third === undefined)
    return isId(second) ? { kind: "pin", id: second } : null;
  if (NOT_USERS.has(first) || !usernameSchema.safeParse(first).success) return null;
  if (second === undefined) return { kind: "profile", username: first };
  if (third === undefined && slugSchema.safeParse(second).success)
    return { kind: "board", username: first, slug: second };
  return null;
}

/** Everything a page head needs from the server. */
export interface HeadSources {
  services: SpaServices;
  origin: string;
  assets: (kind: PageKind) => PageAssets;
}

/**
 * The head of a page as anyone may see it, in `locale` (the viewer is never consulted, so
 * the result is shared by every visitor of that language through the public cache): title, description, canonical URL
 * and Open Graph tags (IMPL-044), and preloads of the page's chunks, its first API reads
 * (the same URLs the SPA will ask for, so the browser answers it from the preload) and the
 * images of its largest contentful paint. Null when the page is not found or not public:
 * the SPA shows its not-found page on the plain shell.
 */
export async function pageHead(
  pathname: string,
  sources: HeadSources,
  locale: Locale,
): Promise<PageHead | null> {
  const match = matchPage(pathname);
  if (!match) return null;
  try {
    const head = await describe(match, sources, (key, values) => translate(locale, key, values));
    const assets = sources.assets(match.kind);
    return { meta: head.meta, preloads: { ...assets, ...head.preloads } };
  } catch {
    return null;
  }
}

async function describe(
  match: Match,
  { services, origin }: HeadSources,
  t: (key: MessageKey, values?: MessageValues) => string,
): Promise<PageHead> {
  const absolute = (url: string) => (url.startsWith("http") ? url : `${origin}${url}`);
  switch (match.kind) {
    case "home": {
      const feed = await services.pins.homeFeed(null, { pageSize: PRIORITY_TILES, bookmark: undefined });
      return {
        meta: { title: BRAND_NAME, description: t("seo.homeDescription"), url: `${origin}/` },
        preloads: { fetches: ["/resource/HomefeedResource/get/"], images: tileImages(feed.items) },
      };
    }
    case "pin": {
      const pin = await services.pins.pin(null, match.id);
      const large = pin.images["736x"];
      const title = pin.title.trim() || pin.description.trim().slice(0, 60) || t("pin.untitled");
      return {
        meta: {
          title: t("title.page", { page: title }),
          description:
            pin.description.trim() ||
            pin.title.trim() ||
            t("seo.pinDescription", {
              name: pin.pinner.full_name || pin.pinner.username,
              board: pin.board.name,
            }),
          // A sensitive pin's image is covered until the viewer chooses it (LABEL-011): no
          // preview card shows it and the browser does not fetch it ahead.
          ...(pin.sensitivity
            ? {}
            : {
                image: {
                  url: absolute(large.url),
                  width: large.width,
                  height: large.height,
                  alt: t("pin.imageAlt", { title }),
                },
              }),
          url: `${origin}/pin/${pin.id}/`,
          type: "article",
        },
        preloads: {
          // "More like this" loads when the reader nears it: not preloaded.
          fetches: [`/resource/PinResource/get/?id=${pin.id}`],
          images: pin.sensitivity
            ? []
            : [
                {
                  href: large.url,
                  srcset: renditionSrcset([pin.images["236x"], pin.images["474x"], large]),
                  sizes: closeupImageSizes(),
                },
              ],
        },
      };
    }
    case "board": {
      const { board, sections } = await services.boards.boardBySlug(null, match.username, match.slug);
      // With sections the grid starts below them: its images are not the first screen's.
      const pins =
        sections.length === 0
          ? (await services.pins.boardPins(null, board.id, { pageSize: PRIORITY_TILES, bookmark: undefined }))
              .items
          : [];
      const query = new URLSearchParams({ username: match.username, slug: match.slug });
      const preview = await boardPreviewPin(services, board.id, pins, sections);
      return {
        meta: {
          title: t("title.page", { page: board.name }),
          description:
            board.description.trim() ||
            t("seo.boardDescription", {
              name: board.name,
              count: board.pin_count,
              owner: board.owner.username,
            }),
          ...(preview ? { image: previewImage(preview, absolute, t) } : {}),
          url: `${origin}${board.url}`,
        },
        preloads: {
          fetches: [
            `/resource/BoardResource/get/?${query}`,
            ...(sections.length === 0 ? [`/resource/BoardFeedResource/get/?board_id=${board.id}`] : []),
          ],
          // With sections, the first sections' covers are the first screen's largest images.
          images:
            sections.length > 0
              ? sections
                  .slice(0, PRIORITY_CARDS)
                  .flatMap((section) => coverCollage(section.preview_pins))
                  .map((pin) => ({ href: pin.image_square_url }))
              : tileImages(pins),
        },
      };
    }
    case "profile": {
      const user = await services.users.profile(null, { username: match.username });
      const name = user.full_name || user.username;
      return {
        meta: {
          title: t("title.page", { page: t("title.profile", { name, username: user.username }) }),
          description: t("seo.profileDescription", {
            name,
            username: user.username,
            boards: user.board_count,
            followers: user.follower_count,
          }),
          ...(user.image_medium_url ? { image: { url: absolute(user.image_medium_url), alt: name } } : {}),
          // An avatar is a small square: the small card, not the large image one.
          card: "summary",
          url: `${origin}/${user.username}/`,
          type: "profile",
        },
        preloads: {
          fetches: [`/resource/UserResource/get/?${new URLSearchParams({ username: user.username })}`],
        },
      };
    }
  }
}

/**
 * The pin whose image a shared board link unfurls with (D-051): the first one the board's
 * grid shows, else the first of its first section, skipping sensitive pins (LABEL-011) — the
 * board's own cover may be one, and a preview card cannot cover it.
 */
async function boardPreviewPin(
  services: SpaServices,
  boardId: string,
  gridPins: readonly PinSummary[],
  sections: readonly { id: string }[],
): Promise<PinSummary | undefined> {
  const page = { pageSize: PRIORITY_TILES, bookmark: undefined };
  const firstSafe = (pins: readonly PinSummary[]) => pins.find((pin) => !pin.sensitivity);
  const [firstSection] = sections;
  if (!firstSection) return firstSafe(gridPins);
  // With sections the grid below them was not read for the preloads: read it here.
  return (
    firstSafe((await services.pins.boardPins(null, boardId, page)).items) ??
    firstSafe((await services.pins.sectionPins(null, firstSection.id, page)).items)
  );
}

/** A pin's 474 px rendition as a preview image, with its size and its text alternative. */
function previewImage(
  pin: PinSummary,
  absolute: (url: string) => string,
  t: (key: MessageKey, values?: MessageValues) => string,
): NonNullable<PageMeta["image"]> {
  const image = pin.images["474x"];
  const title = pin.title.trim() || pin.description.trim() || t("pin.untitled");
  return {
    url: absolute(image.url),
    width: image.width,
    height: image.height,
    alt: t("pin.imageAlt", { title }),
  };
}

/**
 * Preloads of the first grid tiles, with the srcset the tile uses (web/src/ui/pin-card); a
 * sensitive pin's tile shows its notice, not its image (LABEL-011).
 */
function tileImages(pins: readonly PinSummary[]): Preloads["images"] {
  return pins
    .slice(0, PRIORITY_TILES)
    .filter((pin) => !pin.sensitivity)
    .map((pin) => ({
      href: pin.images["236x"].url,
      srcset: renditionSrcset([pin.images["236x"], pin.images["474x"]]),
      sizes: gridImageSizes(),
    }));
}
