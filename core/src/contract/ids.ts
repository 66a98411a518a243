import { z } from "zod";

/**
 * Ids are 64-bit ordered integers, carried as decimal strings on the wire so JavaScript
 * never loses precision (DESIGN §5).
 */
export const idSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,18}$/, "must be a numeric id")
  // zod runs refinements even after the regex fails, so only compare well-formed digits.
  .refine((value) => !/^[0-9]+$/.test(value) || BigInt(value) <= 9223372036854775807n, "must be a 64-bit id");

/** A 64-bit id as a decimal string. */
export type Id = z.infer<typeof idSchema>;

/** True when `value` looks like a valid id. */
export function isId(value: string): boolean {
  return idSchema.safeParse(value).success;
}
