import { promoteEligibilityEndpoint } from "@corkboard/core/contract";
import { skipToken, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { bootstrapWith, ok, resetAuthState, stubApi, testViewerUser } from "../../auth/test-support.tsx";
import { renderManaged, signedInBootstrap, testPin } from "../../boards/manage/test-support.tsx";
import { endpointKey } from "../../platform/api/index.ts";
import { PinActions } from "./pin-actions.tsx";

const ELIGIBILITY = "GET /ads/v4/promote_eligibility/";

/**
 * Shows "answered" once the eligibility answer reaches the data layer's observers. It
 * never fetches itself; it is told in the same notification as the promote link, so the
 * two render together and the link's absence can be read as soon as this appears.
 */
function EligibilityAnswered({ pinId }: { pinId: string }) {
  const answer = useQuery({
    queryKey: endpointKey(promoteEligibilityEndpoint, { pin_id: pinId }),
    queryFn: skipToken,
  });
  return answer.data ? <output>answered</output> : null;
}

const pin = {
  ...testPin("42", "Blue door"),
  images: {
    ...testPin("42").images,
    "736x": { url: "/x", width: 736, height: 900 },
    orig: { url: "/x", width: 736, height: 900 },
  },
  section: null,
  link_domain: null,
  created_method: "uploaded" as const,
  pinner_follower_count: 0,
};

describe("pin closeup actions", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("IMPL-034 IMPL-023 the pinner downloads the original image and can edit the pin", () => {
    stubApi({});
    renderManaged(<PinActions pin={pin} />, { bootstrap: signedInBootstrap() });
    const download = screen.getByRole("link", { name: "Download image" });
    expect(download.getAttribute("href")).toBe("/v3/pins/42/image/download/");
    expect(download.hasAttribute("download")).toBe(true);
    expect(screen.getByRole("link", { name: "Edit Pin" }).getAttribute("href")).toBe("/pin/42/edit/");
  });

  it("PIN-072 ADS-003 the pinner sees Promote your Pin (the entry to quick promote) only when the server's flag allows it", async () => {
    const eligibility = (can: boolean) => () =>
      ok({ can_quick_promote: can, is_partner: false, advertiser_id: null });
    stubApi({ [ELIGIBILITY]: eligibility(true) });
    renderManaged(<PinActions pin={pin} />, { bootstrap: signedInBootstrap() });
    const promote = await screen.findByRole("link", { name: "Promote your Pin" });
    expect(promote.getAttribute("href")).toContain("/business/convert/?next=");
    cleanup();
    const api = stubApi({ [ELIGIBILITY]: eligibility(false) });
    renderManaged(
      <>
        <PinActions pin={pin} />
        <EligibilityAnswered pinId={pin.id} />
      </>,
      { bootstrap: signedInBootstrap() },
    );
    await screen.findByRole("link", { name: "Edit Pin" });
    // The lazy link asks for eligibility itself; the probe above only listens.
    await waitFor(() => expect(api.to("/ads/v4/promote_eligibility/")).toHaveLength(1));
    await screen.findByText("answered");
    expect(screen.queryByRole("link", { name: "Promote your Pin" })).toBeNull();
  });

  it("IMPL-023 another signed-in viewer downloads but does not edit", () => {
    stubApi({});
    const other = bootstrapWith({
      viewer: { type: "AUTH", is_auth: true, user: testViewerUser({ id: "9", username: "kim" }) },
    });
    renderManaged(<PinActions pin={pin} />, { bootstrap: other });
    expect(screen.getByRole("link", { name: "Download image" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Edit Pin" })).toBeNull();
  });

  it("IMPL-034 AUTH-017 a logged-out visitor's download opens the signup gate", async () => {
    stubApi({});
    renderManaged(<PinActions pin={pin} />, { bootstrap: bootstrapWith({}) });
    fireEvent.click(screen.getByRole("button", { name: "Download image" }));
    expect(await screen.findByRole("heading", { name: "Sign up to see more" })).toBeTruthy();
  });
});
