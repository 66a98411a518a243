import type { Bootstrap, CreatorCard, FollowListUser, UserProfile } from "@corkboard/core/contract";
import { cleanup } from "@testing-library/react";
import { Route } from "wouter";
import { ok, resetAuthState } from "../auth/test-support.tsx";
import { clearToasts, renderManaged, signedInBootstrap } from "../boards/manage/test-support.tsx";
import { ProfilePage } from "../profiles/profile-page.tsx";

// Fixtures for the follows feature's component tests; only fetch is faked (auth/test-support).

/** The paths of the follow calls, as stubApi keys. */
export const FOLLOW = "POST /resource/UserFollowResource/create/";
export const UNFOLLOW = "POST /resource/UserFollowResource/delete/";
export const PROFILE = "GET /resource/UserResource/get/";
export const BOARDS = "GET /resource/BoardsResource/get/";
export const FOLLOWERS = "GET /resource/UserFollowersResource/get/";
export const FOLLOWING = "GET /resource/UserFollowingResource/get/";
export const CREATORS = "GET /resource/PinCreatorsResource/get/";

/** Ana, a creator the signed-in test viewer ("jo", id 1) may follow. */
export function anaProfile(patch: Partial<UserProfile> = {}): UserProfile {
  return {
    id: "2",
    entity_id: "2",
    username: "ana",
    full_name: "Ana Lima",
    image_medium_url: null,
    avatar_color_index: 1,
    country: "US",
    follower_count: 3,
    following_count: 7,
    board_count: 0,
    explicitly_followed_by_me: false,
    followed_by_me: false,
    is_viewer: false,
    ...patch,
  };
}

/** A person in a followers or following list. */
export function listUser(id: string, username: string, patch: Partial<FollowListUser> = {}): FollowListUser {
  return {
    id,
    username,
    full_name: `${username[0]?.toUpperCase()}${username.slice(1)} Doe`,
    image_medium_url: null,
    avatar_color_index: 0,
    follower_count: 1,
    explicitly_followed_by_me: false,
    followed_by_me: false,
    is_viewer: false,
    ...patch,
  };
}

/** A creator card (FOLLOW-022). */
export function creatorCard(patch: Partial<CreatorCard> = {}): CreatorCard {
  return {
    id: "2",
    username: "ana",
    full_name: "Ana Lima",
    image_medium_url: "/media/ana/75x",
    avatar_color_index: 1,
    profile_url: "/ana/",
    follower_count: 3,
    is_verified_identity: false,
    is_verified_merchant: false,
    verified_domain: null,
    is_promoted: false,
    sponsor_name: null,
    sponsor_username: null,
    sponsorship_status: null,
    explicitly_followed_by_me: false,
    followed_by_me: false,
    is_viewer: false,
    ...patch,
  };
}

/** The answer to a follow or unfollow of Ana. */
export function followAnswer(followed: boolean, followerCount: number) {
  return ok({
    user_id: "2",
    explicitly_followed_by_me: followed,
    followed_by_me: followed,
    follower_count: followerCount,
    invite: null,
  });
}

/** An empty page of a paged list. */
export const emptyPage = () => ok({ items: [], bookmark: null });

/** A call whose answer the test releases. */
export function held<T>() {
  let release: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release: (value: T) => release(value) };
}

/** Ana's profile page /ana/, signed in as jo unless told otherwise. */
export function renderAnaProfile(bootstrap: Bootstrap = signedInBootstrap()) {
  return renderManaged(
    <Route path="/:username/">
      <ProfilePage />
    </Route>,
    { path: "/ana/", bootstrap },
  );
}

/** What a follows test leaves behind: the render, modal, bootstrap, toasts and the pending follow. */
export function resetFollowTest(): void {
  cleanup();
  resetAuthState();
  clearToasts();
  window.sessionStorage.clear();
}
