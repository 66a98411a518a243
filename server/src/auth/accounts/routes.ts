import {
  disconnectSocialEndpoint,
  forgetAccountEndpoint,
  logOutAllAccountsEndpoint,
  passwordSetEndpoint,
  rememberedAccountsEndpoint,
  switchAccountEndpoint,
} from "@corkboard/core/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../platform/context.ts";
import { registerEndpoint } from "../../platform/http/index.ts";
import type { ImageUrls } from "../../platform/images/image-urls.ts";
import { disconnectProvider, setFirstPassword } from "./connected-accounts.ts";
import {
  forgetAccount,
  logOutAllAccounts,
  rememberedAccounts,
  switchAccount,
} from "./remembered-accounts.ts";

/** The remembered-account routes (ACCT-001…008, D-045). */
export function registerRememberedAccountRoutes(app: FastifyInstance, context: AppContext, urls: ImageUrls) {
  registerEndpoint(app, rememberedAccountsEndpoint, async (_query, { viewer, request }) =>
    rememberedAccounts(context, request, viewer, urls),
  );
  registerEndpoint(app, switchAccountEndpoint, async ({ user_id }, { request, reply }) =>
    switchAccount(context, request, reply, user_id, urls),
  );
  registerEndpoint(app, forgetAccountEndpoint, async ({ user_id }, { request, reply }) =>
    forgetAccount(context, request, reply, user_id),
  );
  registerEndpoint(app, logOutAllAccountsEndpoint, async (_query, { request, reply }) => {
    await logOutAllAccounts(context, request, reply);
    return true;
  });
}

/** Settings → connected accounts and a first password (IMPL-016, D-045). */
export function registerConnectedAccountRoutes(app: FastifyInstance, context: AppContext, urls: ImageUrls) {
  registerEndpoint(app, passwordSetEndpoint, async ({ new_password }, { viewer, request, reply }) =>
    setFirstPassword(context, viewer, new_password, request, reply, urls),
  );
  registerEndpoint(app, disconnectSocialEndpoint, async ({ network }, { viewer }) =>
    disconnectProvider(context, viewer, network, urls),
  );
}
