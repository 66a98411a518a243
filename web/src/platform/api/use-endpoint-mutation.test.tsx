import {
  boardFeedEndpoint,
  boardUpdateEndpoint,
  campaignsEndpoint,
  pinEndpoint,
} from "@corkboard/core/contract";
import { type QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client.ts";
import { endpointKey } from "./use-endpoint.ts";
import { useApiMutation, useEndpointMutation } from "./use-endpoint-mutation.ts";

function ok(data: unknown): Response {
  return Response.json({ resource_response: { status: "success", code: 0, message: "ok", data } });
}

function failure(status: number, code: string): Response {
  return Response.json(
    { resource_response: { status: "failure", code: status, message: code, data: null, error: { code } } },
    { status },
  );
}

/** A call whose answer the test releases. */
function held<T>() {
  let release: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release: (value: T) => release(value) };
}

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

type Counts = { b1: number; b2: number; campaigns: number };

const READ_KEYS = {
  b1: endpointKey(boardFeedEndpoint, { board_id: "b1", page_size: 25 }),
  b2: endpointKey(boardFeedEndpoint, { board_id: "b2" }),
  campaigns: endpointKey(campaignsEndpoint, {}, { advertiserId: "a1" }),
};

/** Reads kept on screen (active), each counting how often it was fetched. */
function useCountedReads(counts: Counts, which: readonly (keyof Counts)[] = ["b1", "b2", "campaigns"]) {
  const read = (name: keyof Counts) => ({
    queryKey: READ_KEYS[name],
    queryFn: async () => {
      counts[name] += 1;
      return counts[name];
    },
    enabled: which.includes(name),
  });
  useQuery(read("b1"));
  useQuery(read("b2"));
  useQuery(read("campaigns"));
}

describe("useApiMutation (D-026)", () => {
  afterEach(() => cleanup());

  it("invalidates only the queries under the keys it declares: one board's feed, whatever its other query", async () => {
    const client = createQueryClient();
    const counts = { b1: 0, b2: 0, campaigns: 0 };
    const { result } = renderHook(
      () => {
        useCountedReads(counts);
        return useApiMutation({
          mutationFn: async (boardId: string) => boardId,
          invalidates: (_data, boardId) => [endpointKey(boardFeedEndpoint, { board_id: boardId })],
        });
      },
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(counts).toEqual({ b1: 1, b2: 1, campaigns: 1 }));
    await act(() => result.current.mutateAsync("b1"));
    // Refetched before the mutation settled: the screen shows fresh data at once.
    expect(counts).toEqual({ b1: 2, b2: 1, campaigns: 1 });
  });

  it("invalidates every query of an endpoint, or those of one path parameter", async () => {
    const client = createQueryClient();
    const counts = { b1: 0, b2: 0, campaigns: 0 };
    const { result } = renderHook(
      () => {
        useCountedReads(counts);
        return useApiMutation({
          mutationFn: async () => null,
          invalidates: [boardFeedEndpoint, endpointKey(campaignsEndpoint, {}, { advertiserId: "a1" })],
        });
      },
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(counts).toEqual({ b1: 1, b2: 1, campaigns: 1 }));
    await act(() => result.current.mutateAsync(undefined));
    expect(counts).toEqual({ b1: 2, b2: 2, campaigns: 2 });
    // A key for another advertiser would have left these campaigns alone.
    await act(() =>
      client.invalidateQueries({ queryKey: endpointKey(campaignsEndpoint, {}, { advertiserId: "a2" }) }),
    );
    expect(counts.campaigns).toBe(2);
  });

  it("with refetch none only marks the queries stale (a delete leaving its page)", async () => {
    const client = createQueryClient();
    const counts = { b1: 0, b2: 0, campaigns: 0 };
    const { result } = renderHook(
      () => {
        useCountedReads(counts, ["b1"]);
        return useApiMutation({
          mutationFn: async () => null,
          invalidates: [boardFeedEndpoint],
          refetch: "none",
        });
      },
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(counts.b1).toBe(1));
    await act(() => result.current.mutateAsync(undefined));
    expect(counts.b1).toBe(1);
    expect(client.getQueryState(READ_KEYS.b1)?.isInvalidated).toBe(true);
  });

  it("with refetch background settles at once while the queries on screen refetch", async () => {
    const client = createQueryClient();
    const counts = { b1: 0, b2: 0, campaigns: 0 };
    const refetch = held<void>();
    const { result } = renderHook(
      () => {
        useQuery({
          queryKey: READ_KEYS.b1,
          queryFn: async () => {
            counts.b1 += 1;
            if (counts.b1 > 1) await refetch.promise;
            return counts.b1;
          },
        });
        return useApiMutation({
          mutationFn: async () => "saved",
          invalidates: [boardFeedEndpoint],
          refetch: "background",
        });
      },
      { wrapper: wrapperFor(client) },
    );
    await waitFor(() => expect(counts.b1).toBe(1));
    // The refetch is still held, yet the write has settled.
    await act(() => result.current.mutateAsync(undefined));
    expect(counts.b1).toBe(2);
    await act(async () => refetch.release());
  });

  it("is pending while the call runs, and not after", async () => {
    const client = createQueryClient();
    const call = held<string>();
    const { result } = renderHook(() => useApiMutation({ mutationFn: () => call.promise }), {
      wrapper: wrapperFor(client),
    });
    expect(result.current.isPending).toBe(false);
    let done: Promise<string> = Promise.resolve("");
    act(() => {
      done = result.current.mutateAsync(undefined);
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    await act(async () => {
      call.release("saved");
      await done;
    });
    // Observers hear of the outcome on TanStack's next notification tick.
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.data).toBe("saved");
  });

  it("shows an optimistic update at once and rolls it back when the call fails", async () => {
    const client = createQueryClient();
    const key = endpointKey(boardFeedEndpoint, { board_id: "b1" });
    client.setQueryData(key, ["p1", "p2"]);
    const call = held<void>();
    const failed = vi.fn();
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: async (pinId: string) => {
            await call.promise;
            throw new Error(`could not move ${pinId}`);
          },
          optimistic: {
            queryKey: () => endpointKey(boardFeedEndpoint, { board_id: "b1" }),
            update: (pins: string[] | undefined, pinId) => pins?.filter((id) => id !== pinId),
          },
          invalidates: [boardFeedEndpoint],
          onError: failed,
        }),
      { wrapper: wrapperFor(client) },
    );
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.mutateAsync("p1").catch(() => undefined);
    });
    await waitFor(() => expect(client.getQueryData(key)).toEqual(["p2"]));
    await act(async () => {
      call.release();
      await done;
    });
    expect(client.getQueryData(key)).toEqual(["p1", "p2"]);
    expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: "could not move p1" }), "p1");
    // A failed write invalidates nothing: the rolled-back data is what the server still has.
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it("keeps the optimistic update when the call succeeds, then invalidates", async () => {
    const client = createQueryClient();
    const key = endpointKey(boardFeedEndpoint, { board_id: "b1" });
    client.setQueryData(key, ["p1", "p2"]);
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: async (pinId: string) => pinId,
          optimistic: {
            queryKey: () => key,
            update: (pins: string[] | undefined, pinId) => pins?.filter((id) => id !== pinId),
          },
          invalidates: [boardFeedEndpoint],
        }),
      { wrapper: wrapperFor(client) },
    );
    await act(() => result.current.mutateAsync("p1"));
    expect(client.getQueryData(key)).toEqual(["p2"]);
    expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("applies several optimistic updates of different queries and rolls them all back together", async () => {
    const client = createQueryClient();
    const feed = endpointKey(boardFeedEndpoint, { board_id: "b1" });
    const pin = endpointKey(pinEndpoint, { id: "p1" });
    client.setQueryData(feed, ["p1", "p2"]);
    client.setQueryData(pin, { id: "p1", saved: false });
    const call = held<void>();
    const { result } = renderHook(
      () =>
        useApiMutation<string, never>({
          mutationFn: async () => {
            await call.promise;
            throw new Error("refused");
          },
          optimistic: [
            {
              queryKey: () => endpointKey(boardFeedEndpoint),
              update: (pins: unknown) => (pins as string[] | undefined)?.slice(1),
            },
            {
              queryKey: () => endpointKey(pinEndpoint),
              update: (data: unknown) => ({ ...(data as object), saved: true }),
            },
            // A second update of a query already changed: the rollback still restores the first data.
            {
              queryKey: () => endpointKey(boardFeedEndpoint, { board_id: "b1" }),
              update: (pins: unknown) => [...((pins as string[] | undefined) ?? []), "p9"],
            },
          ],
        }),
      { wrapper: wrapperFor(client) },
    );
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.mutateAsync("p1").catch(() => undefined);
    });
    await waitFor(() => expect(client.getQueryData(feed)).toEqual(["p2", "p9"]));
    expect(client.getQueryData(pin)).toEqual({ id: "p1", saved: true });
    await act(async () => {
      call.release();
      await done;
    });
    expect(client.getQueryData(feed)).toEqual(["p1", "p2"]);
    expect(client.getQueryData(pin)).toEqual({ id: "p1", saved: false });
  });

  it("sets a query from the write's answer when the answer is that resource as it now is", async () => {
    const client = createQueryClient();
    const key = endpointKey(pinEndpoint, { id: "1" });
    client.setQueryData(key, { id: "1", title: "Old" });
    const { result } = renderHook(
      () =>
        useApiMutation({
          mutationFn: async (title: string) => ({ id: "1", title }),
          answers: (pin) => endpointKey(pinEndpoint, { id: pin.id }),
        }),
      { wrapper: wrapperFor(client) },
    );
    await act(() => result.current.mutateAsync("New"));
    expect(client.getQueryData(key)).toEqual({ id: "1", title: "New" });
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it("tells its outcome through onSuccess even after the screen that started it unmounted", async () => {
    const client = createQueryClient();
    const call = held<string>();
    const saved = vi.fn();
    const { result, unmount } = renderHook(
      () => useApiMutation({ mutationFn: () => call.promise, onSuccess: saved }),
      { wrapper: wrapperFor(client) },
    );
    act(() => result.current.mutate(undefined));
    unmount();
    await act(async () => call.release("moved"));
    await waitFor(() => expect(saved).toHaveBeenCalledWith("moved", undefined));
  });
});

describe("useEndpointMutation", () => {
  afterEach(() => cleanup());

  it("sends the endpoint's query as JSON to its path, with the path's parameters filled", async () => {
    const fetch = vi.fn(async (_input: string, _init?: RequestInit) => ok({ id: "b1" }));
    vi.stubGlobal("fetch", fetch);
    const client = createQueryClient();
    const { result } = renderHook(
      () => useEndpointMutation(boardUpdateEndpoint, { invalidates: [pinEndpoint] }),
      { wrapper: wrapperFor(client) },
    );
    await act(() => result.current.mutateAsync({ board_id: "b1", name: "Doors" }));
    expect(fetch.mock.calls[0]?.[0]).toBe("/resource/BoardResource/update/");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ board_id: "b1", name: "Doors" });
  });

  it("fails with the envelope's code, and is no longer pending", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => failure(403, "CSRF_FAILED")),
    );
    const client = createQueryClient();
    const { result } = renderHook(() => useEndpointMutation(boardUpdateEndpoint), {
      wrapper: wrapperFor(client),
    });
    await act(() => result.current.mutateAsync({ board_id: "b1" }).catch(() => undefined));
    await waitFor(() => expect(result.current.error).toMatchObject({ code: "CSRF_FAILED", status: 403 }));
    expect(result.current.isPending).toBe(false);
  });
});
