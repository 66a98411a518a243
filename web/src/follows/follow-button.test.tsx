import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { bootstrapWith, fail, ok, stubApi, testViewerUser } from "../auth/test-support.tsx";
import { renderManaged, signedInBootstrap } from "../boards/manage/test-support.tsx";
import { FollowButton } from "./follow-button.tsx";
import { rememberPendingFollow } from "./pending-follow.ts";
import {
  anaProfile,
  BOARDS,
  emptyPage,
  FOLLOW,
  followAnswer,
  held,
  PROFILE,
  renderAnaProfile,
  resetFollowTest,
  UNFOLLOW,
} from "./test-support.tsx";

const FOLLOW_PATH = "/resource/UserFollowResource/create/";
const UNFOLLOW_PATH = "/resource/UserFollowResource/delete/";

const loggedOut = () => bootstrapWith({});

/** Renders one button alone, replacing whatever the test rendered before. */
function show(button: ReactNode) {
  cleanup();
  renderManaged(button, { bootstrap: signedInBootstrap() });
}

afterEach(resetFollowTest);

describe("FollowButton variants (FOLLOW-017, FOLLOW-018)", () => {
  it("FOLLOW-017 FOLLOW-018 primary: a red Follow, a gray Following, pressed state for assistive tech", () => {
    const user = anaProfile();
    show(<FollowButton user={user} />);
    const follow = screen.getByRole("button", { name: "Follow" });
    expect(follow.className).toContain("cb-button--primary");
    expect(follow.getAttribute("aria-pressed")).toBe("false");
    show(<FollowButton user={{ ...user, explicitly_followed_by_me: true }} />);
    const following = screen.getByRole("button", { name: "Following" });
    expect(following.className).toContain("cb-button--secondary");
    expect(following.getAttribute("aria-pressed")).toBe("true");
  });

  it("FOLLOW-017 FOLLOW-018 compact: an icon button named Follow / Following; text: a link-like button", () => {
    const user = anaProfile();
    show(<FollowButton user={user} variant="compact" />);
    const compact = screen.getByRole("button", { name: "Follow" });
    expect(compact.className).toContain("cb-follow--compact");
    expect(compact.querySelector("svg")).toBeTruthy();
    show(<FollowButton user={{ ...user, explicitly_followed_by_me: true }} variant="compact" />);
    expect(screen.getByRole("button", { name: "Following" }).getAttribute("aria-pressed")).toBe("true");
    show(<FollowButton user={user} variant="text" />);
    const text = screen.getByRole("button", { name: "Follow" });
    expect(text.className).toContain("cb-follow--text");
    expect(text.className).not.toContain("cb-button");
  });

  it("FOLLOW-016 on the viewer themselves every variant is disabled and reads This is you", () => {
    const me = anaProfile({ id: "1", username: "jo", is_viewer: true });
    show(<FollowButton user={me} />);
    expect((screen.getByRole("button", { name: "This is you" }) as HTMLButtonElement).disabled).toBe(true);
    show(<FollowButton user={me} variant="compact" />);
    expect((screen.getByRole("button", { name: "This is you" }) as HTMLButtonElement).disabled).toBe(true);
    // The viewer's own id is enough, where the server sent no is_viewer.
    show(<FollowButton user={{ ...me, is_viewer: undefined }} variant="text" />);
    expect((screen.getByRole("button", { name: "This is you" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("is a native, focusable <button>, so the keyboard reaches and presses it like a click", async () => {
    const api = stubApi({ [FOLLOW]: () => followAnswer(true, 4) });
    renderManaged(<FollowButton user={anaProfile()} />, { bootstrap: signedInBootstrap() });
    const button = screen.getByRole("button", { name: "Follow" });
    expect(button.tagName).toBe("BUTTON");
    button.focus();
    expect(document.activeElement).toBe(button);
    // The browser turns Enter and Space on a <button> into a click; happy-dom does not.
    fireEvent.click(button);
    await waitFor(() => expect(api.to(FOLLOW_PATH)).toHaveLength(1));
  });
});

describe("following from a profile (FOLLOW-003, FOLLOW-004, FOLLOW-009…012)", () => {
  it("FOLLOW-003 FOLLOW-009 FOLLOW-005 the button and the count flip at once, then the seed's toast", async () => {
    const call = held<Response>();
    let profile = anaProfile();
    const api = stubApi({
      [PROFILE]: () => ok(profile),
      [BOARDS]: emptyPage,
      [FOLLOW]: () => call.promise,
    });
    renderAnaProfile();
    fireEvent.click(await screen.findByRole("button", { name: "Follow" }));
    // Before the server answers.
    expect(await screen.findByRole("button", { name: "Following" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "4 followers" })).toBeTruthy();
    expect(api.to(FOLLOW_PATH)[0]?.body).toEqual({ user_id: "2" });
    profile = anaProfile({ follower_count: 4, explicitly_followed_by_me: true, followed_by_me: true });
    call.release(followAnswer(true, 4));
    expect(
      await screen.findByText("Following! Their created Pins will show up in your home feed!"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Following" })).toBeTruthy();
    // The profile is read again (its key is invalidated), and agrees.
    await waitFor(() => expect(api.to("/resource/UserResource/get/").length).toBeGreaterThan(1));
    expect(screen.getByRole("button", { name: "4 followers" })).toBeTruthy();
  });

  it("FOLLOW-003 FOLLOW-010 a failed follow flips back and says Error following {name}.", async () => {
    const call = held<Response>();
    stubApi({
      [PROFILE]: () => ok(anaProfile()),
      [BOARDS]: emptyPage,
      [FOLLOW]: () => call.promise,
    });
    renderAnaProfile();
    fireEvent.click(await screen.findByRole("button", { name: "Follow" }));
    expect(await screen.findByRole("button", { name: "Following" })).toBeTruthy();
    call.release(fail(500, "INTERNAL"));
    expect(await screen.findByText("Error following Ana Lima.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Follow" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "3 followers" })).toBeTruthy();
  });

  it("FOLLOW-004 FOLLOW-011 FOLLOW-006 an unfollow flips at once; failing, it flips back with Error unfollowing {name}.", async () => {
    const call = held<Response>();
    const api = stubApi({
      [PROFILE]: () => ok(anaProfile({ explicitly_followed_by_me: true, followed_by_me: true })),
      [BOARDS]: emptyPage,
      [UNFOLLOW]: () => call.promise,
    });
    renderAnaProfile();
    fireEvent.click(await screen.findByRole("button", { name: "Following" }));
    expect(await screen.findByRole("button", { name: "Follow" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "2 followers" })).toBeTruthy();
    // FOLLOW-006: the unfollow carries no invite_code.
    expect(api.to(UNFOLLOW_PATH)[0]?.body).toEqual({ user_id: "2" });
    call.release(fail(404, "NOT_FOUND"));
    expect(await screen.findByText("Error unfollowing Ana Lima.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Following" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "3 followers" })).toBeTruthy();
  });

  it("FOLLOW-004 a successful unfollow keeps the new state and shows no toast", async () => {
    let profile = anaProfile({ explicitly_followed_by_me: true, followed_by_me: true });
    stubApi({
      [PROFILE]: () => ok(profile),
      [BOARDS]: emptyPage,
      [UNFOLLOW]: () => {
        profile = anaProfile({ follower_count: 2 });
        return followAnswer(false, 2);
      },
    });
    renderAnaProfile();
    fireEvent.click(await screen.findByRole("button", { name: "Following" }));
    expect(await screen.findByRole("button", { name: "Follow" })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "2 followers" })).toBeTruthy());
    expect(screen.queryByText(/Following!/)).toBeNull();
  });

  it("FOLLOW-012 FOLLOW-013 EMAIL_NOT_VERIFIED shows the email verification reminder instead of the error toast", async () => {
    const unverified = bootstrapWith({
      viewer: { type: "AUTH", is_auth: true, user: testViewerUser({ email_verified: false }) },
    });
    stubApi({
      [PROFILE]: () => ok(anaProfile()),
      [BOARDS]: emptyPage,
      [FOLLOW]: () => fail(403, "EMAIL_NOT_VERIFIED", "Verify your email"),
    });
    renderAnaProfile(unverified);
    fireEvent.click(await screen.findByRole("button", { name: "Follow" }));
    const dialog = (await screen.findByRole("heading", { name: "Verify your email" })).closest("dialog");
    expect(dialog).toBeTruthy();
    expect(
      within(dialog as HTMLElement).getByText(
        "We sent a link to jo@fastmail.com. Open it to verify your email.",
      ),
    ).toBeTruthy();
    expect(within(dialog as HTMLElement).getByRole("button", { name: "Resend email" })).toBeTruthy();
    expect(screen.queryByText("Error following Ana Lima.")).toBeNull();
    // Rolled back all the same.
    expect(screen.getByRole("button", { name: "Follow" })).toBeTruthy();
  });
});

describe("following while logged out (FOLLOW-014, FOLLOW-015, AUTH-041)", () => {
  it("FOLLOW-014 FOLLOW-015 AUTH-041 Follow opens the signup prompt headed Join Corkboard to follow, with the creator's avatar", async () => {
    const api = stubApi({ [PROFILE]: () => ok(anaProfile()), [BOARDS]: emptyPage });
    renderAnaProfile(loggedOut());
    fireEvent.click(await screen.findByRole("button", { name: "Follow" }));
    const modal = await screen.findByTestId("auth-modal");
    expect(within(modal).getByRole("heading", { name: "Join Corkboard to follow" })).toBeTruthy();
    const image = within(modal).getByTestId("signup-image");
    expect(within(image).getByRole("img", { name: "Ana Lima" })).toBeTruthy();
    expect(api.to(FOLLOW_PATH)).toHaveLength(0);
    // The request waits for the sign-in.
    expect(JSON.parse(window.sessionStorage.getItem("cb_pending_follow") ?? "{}")).toMatchObject({
      userId: "2",
      follow: true,
    });
  });

  it("FOLLOW-015 an unfollow whose session has lapsed opens the login prompt headed Log in to unfollow", async () => {
    stubApi({
      [PROFILE]: () => ok(anaProfile({ explicitly_followed_by_me: true, followed_by_me: true })),
      [BOARDS]: emptyPage,
      [UNFOLLOW]: () => fail(401, "UNAUTHORIZED"),
    });
    renderAnaProfile();
    fireEvent.click(await screen.findByRole("button", { name: "Following" }));
    const modal = await screen.findByTestId("auth-modal");
    expect(within(modal).getByRole("heading", { name: "Log in to unfollow" })).toBeTruthy();
    expect(within(modal).getByTestId("signup-image")).toBeTruthy();
    expect(screen.queryByText("Error unfollowing Ana Lima.")).toBeNull();
  });

  it("FOLLOW-014 once signed in, the follow the visitor asked for is carried out, once", async () => {
    rememberPendingFollow("2", true);
    let profile = anaProfile();
    const api = stubApi({
      [PROFILE]: () => ok(profile),
      [BOARDS]: emptyPage,
      [FOLLOW]: () => {
        profile = anaProfile({ follower_count: 4, explicitly_followed_by_me: true, followed_by_me: true });
        return followAnswer(true, 4);
      },
    });
    renderAnaProfile();
    expect(await screen.findByRole("button", { name: "Following" })).toBeTruthy();
    expect(
      await screen.findByText("Following! Their created Pins will show up in your home feed!"),
    ).toBeTruthy();
    expect(api.to(FOLLOW_PATH)).toHaveLength(1);
    expect(window.sessionStorage.getItem("cb_pending_follow")).toBeNull();
  });

  it("FOLLOW-014 a pending follow of someone already followed sends nothing", async () => {
    rememberPendingFollow("2", true);
    const api = stubApi({
      [PROFILE]: () => ok(anaProfile({ explicitly_followed_by_me: true, followed_by_me: true })),
      [BOARDS]: emptyPage,
    });
    renderAnaProfile();
    expect(await screen.findByRole("button", { name: "Following" })).toBeTruthy();
    expect(api.to(FOLLOW_PATH)).toHaveLength(0);
    expect(window.sessionStorage.getItem("cb_pending_follow")).toBeNull();
  });
});
