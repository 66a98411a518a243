import type { RuleFailure } from "@corkboard/core/auth";
import type { ErrorCode, ErrorContext } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { authMessage } from "../platform/auth/messages.ts";
import { AppError } from "../platform/http/app-error.ts";

/** A core rule's failure as the error the route answers: its code, field and seed message. */
export function ruleError(failure: RuleFailure): AppError {
  const message = t(failure.messageKey, failure.values);
  return new AppError(failure.code, message, { fields: [{ field: failure.field, message }] });
}

/** An auth error with the seed's message for its code. */
export function authError(code: ErrorCode, context?: ErrorContext): AppError {
  return new AppError(code, authMessage(code), context ? { context } : {});
}
