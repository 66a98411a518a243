import type { Plugin } from "vite";
import * as contract from "../../core/src/contract/index.ts";
import { contractModuleSource, ENDPOINT_MODULE, endpointModuleSource } from "./contract-module.ts";
import { pruneCssVariables } from "./css-variables.ts";

const CONTRACT = "@corkboard/core/contract";
const VIRTUAL_CONTRACT = "\0corkboard:contract";
/**
 * Contract modules without zod at run time, served to the browser unchanged: the error
 * catalogue, the general codes' texts, and endpoint.ts for `fillPath` (its zod imports are
 * type-only).
 */
const ZOD_FREE = ["errors.ts", "general-errors.ts", "endpoint.ts"].map(
  (file) => new URL(`../../core/src/contract/${file}`, import.meta.url).pathname,
);

/** Serves the generated browser view of the core contract (see build/contract-module.ts). */
export function browserContract(): Plugin {
  return {
    name: "corkboard:browser-contract",
    enforce: "pre",
    resolveId(source) {
      if (source === CONTRACT) return VIRTUAL_CONTRACT;
      return source.startsWith(ENDPOINT_MODULE) ? source : null;
    },
    load(id) {
      if (id === VIRTUAL_CONTRACT) return contractModuleSource(contract, ZOD_FREE);
      return endpointModuleSource(contract, id);
    },
  };
}

/** Prunes unread design-token variables from the built CSS (see build/css-variables.ts). */
export function pruneUnusedCssVariables(): Plugin {
  return {
    name: "corkboard:prune-css-variables",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const sources = files.map((file) =>
        file.type === "chunk" ? file.code : typeof file.source === "string" ? file.source : "",
      );
      for (const file of files) {
        if (file.type === "asset" && file.fileName.endsWith(".css") && typeof file.source === "string") {
          file.source = pruneCssVariables(file.source, sources);
        }
      }
    },
  };
}

/**
 * Our own TypeScript modules (web and core) only declare things; their one side effect is
 * importing their CSS. Saying so lets a page's components (and their CSS) stay in that
 * page's chunk instead of riding into the entry through a barrel file like ui/index.ts.
 */
export function ownModuleSideEffects(id: string): boolean | undefined {
  if (/\.css($|\?)/.test(id)) return true;
  // The generated contract modules (browserContract) only declare endpoints.
  if (id.startsWith("\0corkboard:")) return false;
  if (/\/(web|core)\/src\/.+\.tsx?$/.test(id)) return false;
  return undefined;
}

// Code only the sign-in screens, the security settings, the legal pages and the business
// side (advertiser area, business accounts, offsite, pin builder) use. These
// screens share much among themselves, and in the "common" chunk that would ride along
// with every page's first load; left to automatic chunking, each screen loads its own.
const SCREEN_ONLY = [
  /[\\/]web[\\/]src[\\/](auth|settings|legal|ads|business|offsite|pin-builder|imports)[\\/]/,
  /[\\/]core[\\/]src[\\/](auth|ads|gates|tokens)[\\/]/,
  /[\\/]core[\\/]src[\\/]messages[\\/]catalogue-(auth|ads|ads-tools|boards|exports|follows|imports|labels|legal|pins|settings|share|sso|onetap|social-email|accounts|tokens)(\.ja)?\.ts$/,
  // Remembered accounts and switching (D-045): the account menu's entries read through
  // TanStack Query after a signed-in page painted; the add-account login is a sign-in screen.
  /[\\/]web[\\/]src[\\/]accounts[\\/]/,
  /[\\/]core[\\/]src[\\/]accounts[\\/]/,
  // The rules of saving (picker, search, save payloads, hashtags): only the save screens.
  /[\\/]core[\\/]src[\\/](boards|pins)[\\/]/,
  // The modal opens on a click only (app/hosts.tsx), whichever screen asks for it; the
  // design system's form controls, confirmation and menu serve lazily opened screens only.
  /[\\/]web[\\/]src[\\/]ui[\\/]modal[\\/]modal\.tsx$/,
  /[\\/]web[\\/]src[\\/]ui[\\/](checkbox|confirm-dialog|radio|select|text-area)[\\/]/,
  // The text field: the header's search box, which uses it, loads after the page (D-073).
  /[\\/]web[\\/]src[\\/]ui[\\/](text-field[\\/]text-field\.tsx|field[\\/]field\.tsx)$/,
  /[\\/]web[\\/]src[\\/]ui[\\/]menu[\\/]menu-button\.tsx$/,
  // What the data pages share (grids, pin tiles, board pieces) reads through TanStack
  // Query; in "common" it would pull the data layer into the sign-in pages' first load.
  // Following (its button, cards and lists) loads after the page it sits on has painted.
  /[\\/]web[\\/]src[\\/](feed|pins|boards|profiles|follows|labels|search|invites|ads|business|pin-builder|offsite|bookmarklet)[\\/]/,
  /[\\/]web[\\/]src[\\/]ui[\\/](masonry|pin-card)[\\/]/,
  // The flow runner and effects (D-027), the business screens' one-time redirect and the full
  // page loads that end signing in or out: only the sign-in, quick-promote and business
  // screens use them.
  /[\\/]core[\\/]src[\\/]flow[\\/]/,
  /[\\/]web[\\/]src[\\/]platform[\\/](flow[\\/]|navigation[\\/](use-redirect-once|page-load)\.ts$)/,
  // The write hooks and the confirmation that runs a write (D-026): no first load writes,
  // so they ride with the screens that do.
  /[\\/]web[\\/]src[\\/]platform[\\/]api[\\/](use-(endpoint|plain)-mutation\.ts|confirm-write\.tsx|upload-form\.ts)$/,
  // Paged lists and notifications (the bell, the page) read through TanStack Query and open
  // after a signed-in page has painted: in "common" they pulled the data layer into every
  // first load, the sign-in pages' too.
  /[\\/]web[\\/]src[\\/]platform[\\/]api[\\/]use-paged-list\.tsx$/,
  /[\\/]web[\\/]src[\\/](notifications|discovery)[\\/]/,
];

/**
 * The modules of the "common" chunk: our own code (web and core) that two or more chunks
 * share, except what only lazily opened screens use (SCREEN_ONLY).
 */
export function isCommonAppModule(id: string): boolean {
  return /[\\/](web|core)[\\/]src[\\/]/.test(id) && !SCREEN_ONLY.some((pattern) => pattern.test(id));
}
