import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { openAuthModal } from "../auth/index.ts";
import {
  ok,
  renderApp,
  resetAuthState,
  stubApi,
  testViewerUser,
  watchPageLoads,
} from "../auth/test-support.tsx";
import { testPin } from "../boards/manage/test-support.tsx";
import { LoggedOutPinActions } from "./logged-out-pin-actions.tsx";

const REGISTER = "POST /v3/register/";
const session = {
  user: testViewerUser(),
  client_context: { country: "FR", country_from_hostname: null, country_from_ip: null, region_from_ip: null },
};

/** Signs up in whatever signup form is on screen and answers the register request's body. */
async function signUpIn(scope: HTMLElement, api: ReturnType<typeof stubApi>) {
  const form = await within(scope).findByRole("form", { name: "Sign up" });
  const field = (label: string) => within(form).getByLabelText(label);
  fireEvent.change(field("Email"), { target: { value: "jo.smith@fastmail.com" } });
  fireEvent.change(field("Create a password"), { target: { value: "correct horse battery staple" } });
  fireEvent.change(field("Birthday"), { target: { value: "1990-04-02" } });
  fireEvent.click(within(form).getByRole("button", { name: "Continue" }));
  await waitFor(() => expect(api.to("/v3/register/")).toHaveLength(1));
  return api.to("/v3/register/")[0]?.body as Record<string, unknown>;
}

function stubSignup() {
  watchPageLoads();
  return stubApi({
    "POST /v3/register/exists/": () => ok(false),
    "POST /v3/email/validation/": () => ok({ is_valid: true }),
    [REGISTER]: () => ok(session),
  });
}

describe("a logged-out pin page's ways to sign up", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
    window.sessionStorage.clear();
  });

  it.each([
    ["Save", "save"],
    ["Download image", "download"],
  ])("AUTH-016 %s opens a signup that is tagged with the %s container", async (button, container) => {
    const api = stubSignup();
    renderApp(<LoggedOutPinActions pinId="42" />, { path: "/pin/42/" });
    fireEvent.click(screen.getByRole("button", { name: button }));
    const body = await signUpIn(await screen.findByRole("dialog"), api);
    expect(body.container).toBe(container);
  });

  it("AUTH-016 the bottom-right prompt opens the signup flyout in the bottom.right.upsell.email container", async () => {
    const api = stubSignup();
    renderApp(<LoggedOutPinActions pinId="42" />, { path: "/pin/42/" });
    const prompt = screen.getByRole("complementary", { name: "See more of what you love on Corkboard" });
    fireEvent.click(within(prompt).getByRole("button", { name: "Continue with email" }));
    const body = await signUpIn(await within(prompt).findByTestId("auth-flyout"), api);
    expect(body.container).toBe("bottom.right.upsell.email");
  });

  it("AUTH-040 AUTH-044 the signup from a pin's Save is headed by that pin's 236 px image, read by its id after the form shows", async () => {
    const pin = { ...testPin("42", "Blue door"), dominant_color: "#123456" };
    const api = stubApi({ "GET /resource/PinResource/get/": () => ok(pin) });
    renderApp(<LoggedOutPinActions pinId="42" />, { path: "/boards/" });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const dialog = await screen.findByRole("dialog");
    const image = (await within(dialog).findByRole("img", { name: /Blue door/ })) as HTMLImageElement;
    expect(image.getAttribute("src")).toBe(pin.images["236x"].url);
    expect(image.style.backgroundColor).toBe("#123456");
    expect(api.to("/resource/PinResource/get/")[0]?.query).toMatchObject({ id: "42" });
  });

  it("AUTH-040 on a pin page any signup (here the header's) shows that pin; elsewhere none", async () => {
    const pin = testPin("7", "Green chair");
    stubApi({ "GET /resource/PinResource/get/": () => ok(pin) });
    renderApp(null, { path: "/pin/7/" });
    await openAuthModal({ mode: "signup", source: "homePage", container: "home_page" });
    expect(
      await within(await screen.findByRole("dialog")).findByRole("img", { name: /Green chair/ }),
    ).toBeTruthy();
    cleanup();
    resetAuthState();
    renderApp(null, { path: "/ideas/" });
    await openAuthModal({ mode: "signup", source: "homePage", container: "home_page" });
    const dialog = await screen.findByRole("dialog");
    await within(dialog).findByRole("form", { name: "Sign up" });
    expect(within(dialog).queryByTestId("signup-image")).toBeNull();
  });

  it("the bottom-right prompt, once dismissed, stays away for the rest of the visit", () => {
    stubApi({});
    renderApp(<LoggedOutPinActions pinId="42" />, { path: "/pin/42/" });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("complementary")).toBeNull();
    cleanup();
    renderApp(<LoggedOutPinActions pinId="7" />, { path: "/pin/7/" });
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
