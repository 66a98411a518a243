import { z } from "zod";
import { AGE_BUCKETS, TARGET_GENDERS } from "./campaign.ts";

/**
 * The quick-promote draft, saved per advertiser and pin in localStorage (seed 002 §3;
 * ADS-012, ADS-013). Stored text is untrusted, so it is parsed, never cast.
 */

/** A saved quick-promote draft (ADS-012). */
export const quickPromoteDraftSchema = z.object({
  /** The pin id being promoted. */
  pin: z.string().min(1),
  dailyBudget: z.string(),
  destinationUrl: z.string(),
  duration: z.number().int(),
  locale: z.string(),
  name: z.string(),
  interests: z.array(z.string()),
  ages: z.array(z.enum(AGE_BUCKETS)),
  genders: z.array(z.enum(TARGET_GENDERS)),
  adType: z.string().nullable(),
});

/** A saved quick-promote draft (ADS-012). */
export type QuickPromoteDraft = z.infer<typeof quickPromoteDraftSchema>;

/** The text stored for a draft (ADS-013). */
export function serializeQuickPromoteDraft(draft: QuickPromoteDraft): string {
  return JSON.stringify(quickPromoteDraftSchema.parse(draft));
}

/** A stored draft, or null when the text is missing, not JSON or not a draft (ADS-013). */
export function parseQuickPromoteDraft(text: string | null | undefined): QuickPromoteDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const result = quickPromoteDraftSchema.safeParse(value);
  return result.success ? result.data : null;
}
