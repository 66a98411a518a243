/**
 * Quick-promote tracking ids and save-error handling (seed 002 §7, §8; ADS-051, ADS-052).
 */
import type { MessageKey } from "../messages/index.ts";
import { type QuickPromoteErrorArea, quickPromoteErrorArea } from "./step-machine.ts";

/** Quick-promote tracking: event ids 8217 and 10148, pin success element 207 (ADS-052). */
export const QUICK_PROMOTE_TRACKING = {
  eventIds: [8217, 10148],
  pinSuccessElement: 207,
} as const;

/** How a failed quick-promote save is shown (ADS-051). */
export interface QuickPromoteSaveError {
  area: QuickPromoteErrorArea;
  /** The server's message_detail, shown as sent, when there is one. */
  detail: string | null;
  /** The fallback message when there is no detail (ADS-043). */
  fallbackKey: MessageKey;
}

/** A failed save: the server's message_detail in the area its status picks (ADS-051, ADS-043). */
export function quickPromoteSaveError(
  httpStatus: number,
  messageDetail?: string | null,
): QuickPromoteSaveError {
  const detail = messageDetail?.trim() ? messageDetail.trim() : null;
  return { area: quickPromoteErrorArea(httpStatus), detail, fallbackKey: "ads.error.generic" };
}
