import { pinMessages, registerMessages, t } from "@corkboard/core/messages";
import { ownPinRepinRedirect, parseCreateRoute } from "@corkboard/core/pins";
import { useEffect, useMemo } from "react";
import { useLocation, useParams } from "wouter";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import { useSearchParams } from "../../platform/navigation/navigation.ts";
import { Spinner } from "../../ui/index.ts";
import type { PinDraft } from "../save/index.ts";
import { newGuid } from "../save/new-guid.ts";
import { draftFromRoute } from "./create-draft.ts";
import { DesktopCreate } from "./desktop-create.tsx";
import { LoggedOutCreate } from "./logged-out-create.tsx";
import { MobileCreate } from "./mobile-create.tsx";
import { useIsPhone } from "./use-is-phone.ts";
import "./create.css";

registerMessages(pinMessages);

/** Which variant of /pin/create/{method} a visitor gets (PIN-005, PIN-009, PIN-010, PIN-011, PIN-012). */
export type CreateVariant =
  | { kind: "desktop" }
  | { kind: "logged_out" }
  | { kind: "mobile" }
  | { kind: "redirect"; to: string };

/**
 * The variant: on phones, logged out → "/" and a pin page of this site → its repin page,
 * else the mobile screen; on desktop, the popup for a signed-in viewer, else the preview
 * with the signup/login panel.
 */
export function createVariant(options: {
  isPhone: boolean;
  signedIn: boolean;
  url: string | null;
  ownHost: string;
}): CreateVariant {
  if (options.isPhone) {
    if (!options.signedIn) return { kind: "redirect", to: "/" };
    const repin = ownPinRepinRedirect(options.url, options.ownHost);
    return repin ? { kind: "redirect", to: repin } : { kind: "mobile" };
  }
  return options.signedIn ? { kind: "desktop" } : { kind: "logged_out" };
}

function Redirect({ to }: { to: string }) {
  const [, navigate] = useLocation();
  useEffect(() => navigate(to, { replace: true }), [to, navigate]);
  return <Spinner />;
}

/** /pin/create/{method}/ (PIN-002…PIN-018): saving a pin from another site. */
export function PinCreatePage() {
  const { method = "" } = useParams();
  const params = useSearchParams();
  const [location] = useLocation();
  const request = useMemo(() => parseCreateRoute(method, params), [method, params]);
  const isPhone = useIsPhone();
  useDocumentTitle(t("pins.create.pageTitle"));
  const variant = createVariant({
    isPhone,
    signedIn: getBootstrap().viewer.is_auth,
    url: request.url,
    ownHost: window.location.host,
  });
  switch (variant.kind) {
    case "redirect":
      return <Redirect to={variant.to} />;
    case "mobile":
      return <MobileCreate draft={draftFromRoute(request)} eventPath={request.routeMethod} />;
    case "logged_out":
      return <LoggedOutCreate request={request} next={`${location}${params.size > 0 ? `?${params}` : ""}`} />;
    case "desktop":
      return <DesktopCreate request={request} />;
  }
}

/** /pin/{id}/repin/ and /pin/{id}/repin/x/ (IMPL-022): the full-page picker for an existing pin. */
export function PinRepinPage() {
  const { id = "" } = useParams();
  useDocumentTitle(t("pins.create.pageTitle"));
  // A save from our own pin page is our button; the guid keeps it from counting as external (PIN-035).
  const draft = useMemo<PinDraft>(() => ({ pinId: id, method: "button", guid: newGuid() }), [id]);
  if (!getBootstrap().viewer.is_auth) return <Redirect to="/" />;
  return <MobileCreate draft={draft} eventPath="repin" />;
}
