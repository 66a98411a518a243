import { z } from "zod";

/**
 * The sensitivity notice (LABEL-008, seed 001 §3) that covers a sensitive search's results
 * and a sensitive pin (LABEL-011): an advisory, its severity (SEARCH-039) and notices, each
 * with a style, a description whose text tags mark ranges (a type-5 tag is a link,
 * LABEL-009), actions and a footer. Operators write them through the admin CLI, which checks
 * them against these schemas; D-035.
 */

/**
 * A link a notice may carry: a path of this site or an http(s) address, never `javascript:`
 * or a protocol-relative `//host` the browser would read as another site.
 */
export const noticeLinkSchema = z
  .string()
  .max(2000)
  .refine(
    (link) => /^\/(?!\/)/.test(link) || /^https?:\/\/[^\s]+$/i.test(link),
    "must be a path or an http(s) URL",
  );

/** A range of a description's text and its type (type 5 links to `link`; LABEL-009). */
export const noticeTextTagSchema = z.object({
  offset: z.number().int().min(0),
  length: z.number().int().min(1),
  tag_type: z.number().int(),
  link: noticeLinkSchema.nullable(),
});

/** A button a notice offers (a help line, a resource). */
export const noticeActionSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(1000),
  button: z.object({ text: z.string().min(1).max(100), link: noticeLinkSchema }),
});

/** How a notice looks: a warning, or plain information. */
export const noticeStyleSchema = z.enum(["warning", "info"]);

/** One notice. */
export const noticeSchema = z.object({
  style: noticeStyleSchema,
  description: z.object({
    text: z.string().min(1).max(2000),
    text_tags: z.array(noticeTextTagSchema).max(20),
  }),
  actions: z.array(noticeActionSchema).max(5),
  footer: z.string().max(1000).nullable(),
});
/** One notice. */
export type Notice = z.infer<typeof noticeSchema>;

/** An advisory severity (SEARCH-039): ABUSIVE 0, SENSITIVE 1, BRAND_UNSAFE 2. */
export const advisorySeveritySchema = z.number().int().min(0).max(2);

/** A sensitivity notice (LABEL-008): the advisory, its severity and its notices. */
export const sensitivityNoticeSchema = z.object({
  advisory: z.string(),
  severity: advisorySeveritySchema,
  notices: z.array(noticeSchema).min(1).max(5),
});
/** A sensitivity notice. */
export type SensitivityNotice = z.infer<typeof sensitivityNoticeSchema>;

/**
 * A search advisory (SEARCH-038): the advisory, severity, advisory_type, resource_country and
 * advisory_details, which carries the sensitivity notice to show (SEARCH-040, D-035).
 */
export const searchAdvisorySchema = z.object({
  advisory: z.string(),
  severity: advisorySeveritySchema,
  advisory_type: z.string(),
  resource_country: z.string().nullable(),
  advisory_details: sensitivityNoticeSchema,
});
/** A search advisory. */
export type SearchAdvisory = z.infer<typeof searchAdvisorySchema>;
