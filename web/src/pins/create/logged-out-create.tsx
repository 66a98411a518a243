import type { CreateRouteRequest } from "@corkboard/core/pins";
import type { ReactNode } from "react";
import { AuthFlow, type AuthFrameProps, registerAuthMessages } from "../../auth/index.ts";
import { PinPreview } from "./pin-preview.tsx";

registerAuthMessages();

function PanelFrame({ title, children }: AuthFrameProps): ReactNode {
  return (
    <section className="cb-pin-create__auth" aria-labelledby="cb-pin-create-auth-title">
      <h1 id="cb-pin-create-auth-title" className="cb-pin-create__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * Desktop, logged out (PIN-009): the image preview beside the signup/login panel, in the
 * pinBookmarklet container; after signing in the visitor comes back to this very URL.
 */
export function LoggedOutCreate({ request, next }: { request: CreateRouteRequest; next: string }) {
  return (
    <div className="cb-pin-create cb-pin-create--split">
      <div className="cb-pin-create__preview">
        <PinPreview
          media={request.media}
          url={request.url}
          description={request.description}
          color={request.color}
        />
      </div>
      <AuthFlow
        mode="login"
        source="pinBookmarklet"
        container="pinBookmarklet"
        next={next}
        presentation="page"
        frame={PanelFrame}
      />
    </div>
  );
}
