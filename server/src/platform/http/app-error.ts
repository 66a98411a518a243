import {
  type ApiError,
  type ErrorCode,
  type ErrorContext,
  errorHttpStatus,
  type FieldError,
} from "@corkboard/core/contract";

/**
 * The one error type that crosses module boundaries (DESIGN §6): a stable code, a message
 * safe to show, and optional detail. Anything else thrown becomes INTERNAL, masked.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  readonly detail: string | undefined;
  readonly fields: FieldError[] | undefined;
  readonly apiErrorCode: number | undefined;
  readonly context: ErrorContext | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      detail?: string;
      fields?: FieldError[];
      apiErrorCode?: number;
      context?: ErrorContext;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.httpStatus = errorHttpStatus[code];
    this.detail = options.detail;
    this.fields = options.fields;
    this.apiErrorCode = options.apiErrorCode;
    this.context = options.context;
  }

  /** The wire form of this error. */
  toApiError(): ApiError {
    return {
      code: this.code,
      message: this.message,
      ...(this.detail === undefined ? {} : { message_detail: this.detail }),
      ...(this.fields === undefined ? {} : { fields: this.fields }),
      ...(this.apiErrorCode === undefined ? {} : { api_error_code: this.apiErrorCode }),
      ...(this.context === undefined ? {} : { context: this.context }),
    };
  }
}

/** Shorthand for the common not-found case; also used for things the viewer may not see. */
export function notFound(what: string): AppError {
  return new AppError("NOT_FOUND", `${what} not found`);
}
