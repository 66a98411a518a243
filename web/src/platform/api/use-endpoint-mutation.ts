import type { EndpointData, EndpointQuery } from "@corkboard/core/contract";
import { hashKey, type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { type AnyEndpoint, fetchEndpoint } from "./fetch-endpoint.ts";
import type { PathParams } from "./use-endpoint.ts";

/**
 * What a write makes stale: every query of an endpoint, or the queries under a key built
 * with endpointKey (one advertiser's, one board's).
 */
export type Invalidation = AnyEndpoint | QueryKey;

/** A change shown before the server answers, and undone if the write fails. */
export interface OptimisticUpdate<V, T> {
  /** The cached queries it changes, matched like an invalidation (a key prefix). */
  queryKey: (variables: V) => QueryKey;
  /** A query's data as it will be once the write has succeeded. */
  // A method, so updates of different query shapes sit together in one list (a follow
  // changes a profile, list pages and creator cards).
  update(data: T | undefined, variables: V): T | undefined;
}

/** A write: its call, what it makes stale and, where the seed says so, its optimistic update. */
export interface ApiMutationOptions<V, D, T = unknown> {
  /** The call the write makes (one of its feature's api.ts functions). */
  mutationFn: (variables: V) => Promise<D>;
  /** The queries the write makes stale once it has succeeded. */
  invalidates?: readonly Invalidation[] | ((data: D, variables: V) => readonly Invalidation[]);
  /**
   * The one query whose new data is the write's answer (a write that answers the resource
   * as it now is): its cache entry is set from the answer rather than read again.
   */
  answers?: (data: D, variables: V) => QueryKey;
  /**
   * What happens to the stale queries on screen. "await" (the default): they refetch before
   * the write settles, so whatever follows it (a closed modal, a toast) sits over fresh
   * data. "background": they refetch while the write settles at once (a save whose button
   * should not wait for the grid). "none": they are only marked stale, for a screen that
   * leaves after the write (a delete), so the page being left does not refetch what no
   * longer exists; whatever mounts next reads fresh.
   */
  refetch?: "await" | "background" | "none";
  /** One optimistic update, or several of different queries, all rolled back together. */
  optimistic?: OptimisticUpdate<V, T> | readonly OptimisticUpdate<V, unknown>[];
  /**
   * What the write tells the person once it succeeded and the data is fresh. Unlike the
   * callbacks of `mutate`, this runs even after the screen that started it has unmounted.
   */
  onSuccess?: (data: D, variables: V) => void;
  /** After an optimistic update was rolled back; runs even after an unmount, like onSuccess. */
  onError?: (error: Error, variables: V) => void;
}

/** The cached data an optimistic update replaced, by query key, to put back on failure. */
type Snapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

function keyOf(target: Invalidation): QueryKey {
  return Array.isArray(target) ? target : [(target as AnyEndpoint).path];
}

async function applyOptimistic<V, T>(
  client: QueryClient,
  optimistic: OptimisticUpdate<V, T> | readonly OptimisticUpdate<V, unknown>[],
  variables: V,
): Promise<Snapshot> {
  const updates: readonly OptimisticUpdate<V, unknown>[] = Array.isArray(optimistic)
    ? optimistic
    : [optimistic as OptimisticUpdate<V, unknown>];
  const keys = updates.map((update) => update.queryKey(variables));
  // A refetch still in flight would land after the update and put the old data back.
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  // Each query's data before the first update that touched it, to put back on failure.
  const snapshot = new Map<string, readonly [QueryKey, unknown]>();
  updates.forEach((update, index) => {
    const queryKey = keys[index] as QueryKey;
    for (const entry of client.getQueriesData({ queryKey })) {
      const hash = hashKey(entry[0]);
      if (!snapshot.has(hash)) snapshot.set(hash, entry);
    }
    client.setQueriesData({ queryKey }, (data: unknown) => update.update(data, variables));
  });
  return [...snapshot.values()];
}

/**
 * The web's one write path (D-026): a TanStack mutation that, once the call succeeded,
 * invalidates exactly the queries it declares and, with `optimistic`, changes the cache
 * first and restores it on failure. Its `isPending` is the screen's pending state.
 */
export function useApiMutation<V, D, T = unknown>(options: ApiMutationOptions<V, D, T>) {
  const queryClient = useQueryClient();
  const {
    mutationFn,
    invalidates = [],
    answers,
    refetch = "await",
    optimistic,
    onSuccess,
    onError,
  } = options;
  return useMutation<D, Error, V, Snapshot | undefined>({
    mutationFn,
    onMutate: (variables) => (optimistic ? applyOptimistic(queryClient, optimistic, variables) : undefined),
    onError: (error, variables, snapshot) => {
      for (const [queryKey, data] of snapshot ?? []) queryClient.setQueryData(queryKey, data);
      onError?.(error, variables);
    },
    onSuccess: async (data, variables) => {
      if (answers) queryClient.setQueryData(answers(data, variables), data);
      const targets = typeof invalidates === "function" ? invalidates(data, variables) : invalidates;
      const refetched = Promise.all(
        targets.map((target) =>
          queryClient.invalidateQueries({
            queryKey: keyOf(target),
            refetchType: refetch === "none" ? "none" : "active",
          }),
        ),
      );
      if (refetch === "await") await refetched;
      onSuccess?.(data, variables);
    },
  });
}

/** A write of one endpoint: its query is the mutation's variables. */
export interface EndpointMutationOptions<E, T = unknown>
  extends Omit<ApiMutationOptions<EndpointQuery<E>, EndpointData<E>, T>, "mutationFn"> {
  /** The path's `{name}` values (the advertiser's id…). */
  params?: PathParams | undefined;
}

/** useApiMutation for a single endpoint of the contract, typed by it. */
export function useEndpointMutation<E extends AnyEndpoint, T = unknown>(
  endpoint: E,
  { params, ...options }: EndpointMutationOptions<E, T> = {},
) {
  return useApiMutation<EndpointQuery<E>, EndpointData<E>, T>({
    ...options,
    mutationFn: (query) => fetchEndpoint(endpoint, query, { params }),
  });
}
