import { canDisconnect } from "@corkboard/core/accounts";
import { type SocialNetwork, validateSignupPassword } from "@corkboard/core/auth";
import type { ViewerUser } from "@corkboard/core/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { authCall, authHeaders } from "../../platform/auth/http.ts";
import type { Viewer } from "../../platform/auth/viewer.ts";
import type { AppContext } from "../../platform/context.ts";
import type { ImageUrls } from "../../platform/images/image-urls.ts";
import { authError, ruleError } from "../failures.ts";
import { toViewerUser } from "../presenter.ts";
import { findViewerRow } from "../repo.ts";
import type { VerifiedIdentity } from "../social/tickets.ts";
import { deleteIdentity, findIdentityOwner, findSignInMethods, insertIdentity } from "./connected-repo.ts";

/**
 * Settings → connected accounts and a first password (IMPL-016, D-045). Linking is explicit
 * and needs the signed-in session (D-039's "linking from settings"); an identity linked to
 * another account is never moved; the last way in is never removed.
 */

async function viewerRecord(context: AppContext, userId: string, urls: ImageUrls): Promise<ViewerUser> {
  const row = await findViewerRow(context.db, userId);
  if (!row) throw authError("UNAUTHORIZED");
  return toViewerUser(row, urls);
}

/**
 * Links a provider identity (verified by the popup flow) to the account that started the
 * flow. The session finishing the flow must be that account's: a flow started by one
 * account cannot link to whoever is signed in by the time it returns.
 */
export async function linkToViewer(
  context: AppContext,
  identity: VerifiedIdentity,
  startedBy: string,
  finishingViewer: string | null,
): Promise<void> {
  if (finishingViewer !== startedBy) throw authError("SOCIAL_LOGIN_FAILED");
  const owner = await findIdentityOwner(context.db, identity.providerId, identity.accountId);
  if (owner === startedBy) return;
  if (owner !== null) throw authError("SOCIAL_ACCOUNT_IN_USE");
  // One identity per provider: another one of this provider is disconnected first.
  const methods = await findSignInMethods(context.db, startedBy);
  if (methods.providers.includes(identity.providerId)) throw authError("SOCIAL_ACCOUNT_IN_USE");
  const linked = await insertIdentity(context.db, startedBy, identity.providerId, identity.accountId);
  if (!linked) throw authError("SOCIAL_ACCOUNT_IN_USE");
}

/** Disconnects a provider unless it is the last way in (LAST_SIGN_IN_METHOD). */
export async function disconnectProvider(
  context: AppContext,
  viewer: Viewer,
  network: SocialNetwork,
  urls: ImageUrls,
): Promise<ViewerUser> {
  const methods = await findSignInMethods(context.db, viewer.id);
  if (!methods.providers.includes(network)) throw authError("NOT_FOUND");
  if (!canDisconnect(methods, network)) throw authError("LAST_SIGN_IN_METHOD");
  await deleteIdentity(context.db, viewer.id, network);
  return viewerRecord(context, viewer.id, urls);
}

/**
 * A first password for an account made with a provider (hasPassword false): no current
 * password to give, the session is the proof. An account with one changes it instead.
 */
export async function setFirstPassword(
  context: AppContext,
  viewer: Viewer,
  newPassword: string,
  request: FastifyRequest,
  reply: FastifyReply,
  urls: ImageUrls,
): Promise<ViewerUser> {
  const methods = await findSignInMethods(context.db, viewer.id);
  if (methods.hasPassword) throw authError("PASSWORD_ALREADY_SET");
  const failure = validateSignupPassword(newPassword, {
    email: viewer.user?.email ?? undefined,
    username: viewer.user?.username,
  });
  if (failure) throw ruleError(failure);
  await authCall(reply, () =>
    context.auth.api.setPassword({
      body: { newPassword },
      headers: authHeaders(request),
      returnHeaders: true,
    }),
  );
  return viewerRecord(context, viewer.id, urls);
}
