import { z } from "zod";
import { ERROR_CODES } from "./errors.ts";

/** A field-level problem inside an INVALID_INPUT error. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
/** A field-level problem inside an INVALID_INPUT error. */
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * What some failures tell the screen beyond their code (AUTH-091, AUTH-144, AUTH-150):
 * the second-factor methods and where a code goes, when to retry, why an account is off.
 */
export const errorContextSchema = z.object({
  mfa_methods: z.array(z.enum(["totp", "email"])).optional(),
  /** Last digits of the phone number codes go to (AUTH-091); null without SMS. */
  phone_number_end: z.string().nullable().optional(),
  /** The address an emailed code went to, masked (e.g. "j•••@example.com"). */
  email_hint: z.string().optional(),
  retry_after_seconds: z.number().int().min(0).optional(),
  deactivation_reason: z.enum(["community_guidelines", "unusual_activity", "user_request"]).optional(),
});
/** What some failures tell the screen beyond their code. */
export type ErrorContext = z.infer<typeof errorContextSchema>;

/** The error part of a failed answer. */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  /** Numeric codes some seeds name (e.g. 2171–2173 for board actions). */
  api_error_code: z.number().int().optional(),
  message: z.string(),
  message_detail: z.string().optional(),
  fields: z.array(fieldErrorSchema).optional(),
  context: errorContextSchema.optional(),
  /** The request's id (also its X-Request-Id header): quoted when reporting a failure. */
  request_id: z.string().optional(),
});
/** The error part of a failed answer. */
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Wraps a data schema in the `{resource_response: …}` envelope every answer uses. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    resource_response: z.object({
      status: z.enum(["success", "failure"]),
      code: z.number().int(),
      message: z.string(),
      message_detail: z.string().optional(),
      data,
      error: apiErrorSchema.optional(),
    }),
  });
}

/** The envelope of a failed answer (data is always null). */
export const failureEnvelopeSchema = envelopeSchema(z.null());

/** The envelope type for a given data type. */
export interface Envelope<T> {
  resource_response: {
    status: "success" | "failure";
    code: number;
    message: string;
    message_detail?: string;
    data: T;
    error?: ApiError;
  };
}

/** Builds a success envelope. */
export function success<T>(data: T): Envelope<T> {
  return { resource_response: { status: "success", code: 0, message: "ok", data } };
}

/** Builds a failure envelope; `code` is the HTTP status. */
export function failure(httpStatus: number, error: ApiError): Envelope<null> {
  return {
    resource_response: {
      status: "failure",
      code: httpStatus,
      message: error.message,
      ...(error.message_detail === undefined ? {} : { message_detail: error.message_detail }),
      data: null,
      error,
    },
  };
}
