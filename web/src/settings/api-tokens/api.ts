import {
  type ApiToken,
  apiTokenCreateEndpoint,
  apiTokenRevokeEndpoint,
  apiTokensListEndpoint,
} from "@corkboard/core/contract";
import { TOKEN_ERROR_MESSAGES } from "@corkboard/core/tokens";
import {
  type ApiMutationOptions,
  fetchEndpoint,
  registerErrorMessages,
  useEndpoint,
  useEndpointMutation,
} from "../../platform/api/index.ts";

// The API tokens screen's server calls (issue 20, D-057). The token codes' texts load with them.
registerErrorMessages(TOKEN_ERROR_MESSAGES);

/** The viewer's tokens, newest first. */
export function useApiTokens() {
  return useEndpoint(apiTokensListEndpoint, {});
}

/** Create a token: the answer holds its full string, the only time it is shown. */
export function useCreateApiToken() {
  return useEndpointMutation(apiTokenCreateEndpoint, { invalidates: [apiTokensListEndpoint] });
}

/** Revoke a token (asked first, in a ConfirmWrite). */
export function revokeApiTokenWrite(token: ApiToken): ApiMutationOptions<void, ApiToken> {
  return {
    mutationFn: () => fetchEndpoint(apiTokenRevokeEndpoint, { token_id: token.id }),
    invalidates: [apiTokensListEndpoint],
  };
}
