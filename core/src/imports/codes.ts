import type { ErrorMessage } from "../messages/error-message.ts";

/** Stable codes of a refused import (issue 20, D-054). */
export const IMPORT_ERROR_CODES = [
  /** The file is not the format asked for, is damaged (truncated), or over a limit of the format. */
  "IMPORT_BAD_FILE",
  /** The run is not in a state that allows this (cancel a finished run, undo a running one). */
  "IMPORT_STATE",
] as const;
/** A stable code of a refused import. */
export type ImportErrorCode = (typeof IMPORT_ERROR_CODES)[number];

/** HTTP status of each import code. */
export const IMPORT_ERROR_HTTP_STATUS: Record<ImportErrorCode, number> = {
  IMPORT_BAD_FILE: 400,
  IMPORT_STATE: 409,
};

/** The import codes' part of the contract's one code → text map. */
export const IMPORT_ERROR_MESSAGES: Record<ImportErrorCode, ErrorMessage> = {
  IMPORT_BAD_FILE: "error.IMPORT_BAD_FILE",
  IMPORT_STATE: "error.IMPORT_STATE",
};

/** The default upload limit of an import file: 100 MiB (IMPORT_MAX_BYTES changes it). */
export const IMPORT_DEFAULT_MAX_BYTES = 100 * 1024 * 1024;
/** The most pins one import may hold (a limit of the check pass). */
export const IMPORT_MAX_PINS = 200_000;

/** The formats Corkboard reads; an upload's "auto" tells them apart by their first bytes. */
export const IMPORT_FORMAT_NAMES = [
  "pinterest",
  "netscape",
  "karakeep",
  "linkwarden",
  "pinry",
  "corkboard",
] as const;
