import {
  type CreatorCard,
  type FollowListUser,
  type FollowState,
  followingFeedEndpoint,
  homeFeedEndpoint,
  type Page,
  pinCreatorsEndpoint,
  type UserProfile,
  userEndpoint,
  userFollowEndpoint,
  userFollowersEndpoint,
  userFollowingEndpoint,
  userUnfollowEndpoint,
} from "@corkboard/core/contract";
import { FOLLOW_ERROR_MESSAGES } from "@corkboard/core/follows";
import { followMessages, registerMessages } from "@corkboard/core/messages";
import type { InfiniteData } from "@tanstack/react-query";
import {
  endpointKey,
  fetchEndpoint,
  type Invalidation,
  type OptimisticUpdate,
  registerErrorMessages,
  useApiMutation,
  useEndpoint,
  usePagedEndpoint,
} from "../platform/api/index.ts";

// The follows feature's server calls (D-026): follow and unfollow with their optimistic
// update, the followers and following lists and a pin's creator cards. Its words and its
// codes' texts load with these calls.
registerMessages(followMessages);
registerErrorMessages(FOLLOW_ERROR_MESSAGES);

/** The person a follow button is about: enough to show them, name them and follow them. */
export interface FollowTarget {
  id: string;
  username: string;
  full_name: string;
  image_medium_url: string | null;
  avatar_color_index: number;
}

/** A follow or an unfollow of one person. */
export interface FollowWrite {
  user: FollowTarget;
  /** True to follow, false to unfollow. */
  follow: boolean;
  /** The pin whose card the follow came from (aux_data.pin_id, FOLLOW-005). */
  pinId?: string | undefined;
}

/** UserFollowResource create or delete (FOLLOW-005, FOLLOW-006; no invite_code here). */
export function sendFollow({ user, follow, pinId }: FollowWrite): Promise<FollowState> {
  const aux_data = pinId ? { pin_id: pinId } : undefined;
  return follow
    ? fetchEndpoint(userFollowEndpoint, { user_id: user.id, aux_data })
    : fetchEndpoint(userUnfollowEndpoint, { user_id: user.id, aux_data });
}

/** Someone's follow fields as a write changes them (FOLLOW-002). */
interface Followable {
  id: string;
  follower_count: number;
  explicitly_followed_by_me: boolean;
  followed_by_me: boolean;
}

function flipped<T extends Followable>(person: T, { user, follow }: FollowWrite): T {
  if (person.id !== user.id || person.explicitly_followed_by_me === follow) return person;
  return {
    ...person,
    explicitly_followed_by_me: follow,
    followed_by_me: follow,
    follower_count: Math.max(0, person.follower_count + (follow ? 1 : -1)),
  };
}

type ListPages = InfiniteData<Page<FollowListUser>, string | undefined>;
type Creators = { pinner: CreatorCard | null; link_domain: { official_user: CreatorCard | null } | null };

function flippedCreator(card: CreatorCard | null, write: FollowWrite): CreatorCard | null {
  return card ? flipped(card, write) : card;
}

/**
 * What a follow changes on screen before the server answers (FOLLOW-003, FOLLOW-004): the
 * person's button and follower count on their profile, in every followers and following
 * list and on creator cards; the viewer's own following count. Rolled back on failure.
 */
const FOLLOW_OPTIMISTIC: readonly OptimisticUpdate<FollowWrite, unknown>[] = [
  {
    queryKey: () => endpointKey(userEndpoint),
    update: (data: UserProfile | undefined, write: FollowWrite) => {
      if (!data) return data;
      if (data.is_viewer && data.id !== write.user.id) {
        return { ...data, following_count: Math.max(0, data.following_count + (write.follow ? 1 : -1)) };
      }
      return flipped(data, write);
    },
  } as OptimisticUpdate<FollowWrite, unknown>,
  ...[userFollowersEndpoint, userFollowingEndpoint].map(
    (endpoint) =>
      ({
        queryKey: () => endpointKey(endpoint),
        update: (data: ListPages | undefined, write: FollowWrite) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((person) => flipped(person, write)),
            })),
          },
      }) as OptimisticUpdate<FollowWrite, unknown>,
  ),
  {
    queryKey: () => endpointKey(pinCreatorsEndpoint),
    update: (data: Creators | undefined, write: FollowWrite) =>
      data && {
        ...data,
        pinner: flippedCreator(data.pinner, write),
        link_domain: data.link_domain && {
          ...data.link_domain,
          official_user: flippedCreator(data.link_domain.official_user, write),
        },
      },
  } as OptimisticUpdate<FollowWrite, unknown>,
];

/**
 * What a follow makes stale: profiles, the lists, creator cards, and the home and followed
 * feeds ("Their created Pins will show up in your home feed", FOLLOW-009).
 */
const FOLLOW_READS: readonly Invalidation[] = [
  userEndpoint,
  userFollowersEndpoint,
  userFollowingEndpoint,
  pinCreatorsEndpoint,
  homeFeedEndpoint,
  followingFeedEndpoint,
];

/** How a follow write tells its outcome (the button's toasts and prompts). */
export interface FollowWriteHandlers {
  onSuccess?: (state: FollowState, write: FollowWrite) => void;
  onError?: (error: Error, write: FollowWrite) => void;
}

/**
 * Follow or unfollow (FOLLOW-001, FOLLOW-003, FOLLOW-004): shown at once everywhere the
 * person appears, rolled back if the call fails; the screens on view refetch in the
 * background once it succeeded.
 */
export function useFollowWrite({ onSuccess, onError }: FollowWriteHandlers = {}) {
  return useApiMutation<FollowWrite, FollowState>({
    mutationFn: sendFollow,
    optimistic: FOLLOW_OPTIMISTIC,
    invalidates: FOLLOW_READS,
    refetch: "background",
    onSuccess,
    onError,
  });
}

/** The people following a profile, or those it follows, page by page (IMPL-025). */
export function useFollowList(kind: "followers" | "following", username: string) {
  return usePagedEndpoint(kind === "followers" ? userFollowersEndpoint : userFollowingEndpoint, {
    username,
  });
}

/** A pin's pinner and its link domain's official user as creator cards (FOLLOW-021, FOLLOW-022). */
export function usePinCreators(pinId: string) {
  return useEndpoint(pinCreatorsEndpoint, { pin_id: pinId });
}
