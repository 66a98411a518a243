import { z } from "zod";
import { bookmarkParamSchema } from "../bookmark.ts";

// What every Pinterest API v5-compatible endpoint shares (D-058): the error shape, paging
// and the image sizes. Field names are Pinterest's, so a v5 client reads them unchanged.

/**
 * A v5 failure: `code` is the HTTP status as a number (Pinterest's own numeric codes are not
 * published as a list, so Corkboard does not invent look-alikes), `message` says what went
 * wrong in words.
 */
export const v5ErrorSchema = z.object({ code: z.number().int(), message: z.string() });
/** A v5 failure. */
export type V5Error = z.infer<typeof v5ErrorSchema>;

/** The most items one v5 page holds (Pinterest's limit). */
export const V5_PAGE_SIZE_MAX = 250;

/** v5 paging parameters: `page_size` (25 by default, at most 250) and the opaque `bookmark`. */
export const v5PagingQuery = {
  page_size: z.coerce.number().int().min(1).max(V5_PAGE_SIZE_MAX).default(25),
  bookmark: bookmarkParamSchema,
};

/** A v5 page: the items and the bookmark of the next page, null at the end. */
export function v5PageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), bookmark: z.string().nullable() });
}

/** One image size of a v5 pin's media. */
export const v5ImageSchema = z.object({
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string().nullable(),
});

/** The person who owns a board, as v5 names them. */
export const v5OwnerSchema = z.object({ username: z.string() });
