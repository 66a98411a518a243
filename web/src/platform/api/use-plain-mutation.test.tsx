import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { usePlainMutation } from "./use-plain-mutation.ts";

/** A call whose outcome the test decides. */
function held() {
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } = {
    resolve: () => {},
    reject: () => {},
  };
  const promise = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

describe("usePlainMutation (screens outside the data layer, D-026)", () => {
  it("is pending while the call runs, then succeeded with its answer", async () => {
    const call = held();
    const { result } = renderHook(() => usePlainMutation((_: string) => call.promise));
    expect(result.current.isPending).toBe(false);
    let done: Promise<string> = Promise.resolve("");
    act(() => {
      done = result.current.mutateAsync("x");
    });
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      call.resolve("ok");
      expect(await done).toBe("ok");
    });
    expect(result.current.isPending).toBe(false);
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toBe("ok");
  });

  it("rejects with the call's error, keeps it, and is no longer pending", async () => {
    const call = held();
    const { result } = renderHook(() => usePlainMutation((_: undefined) => call.promise));
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = result.current.mutateAsync(undefined).catch((error: unknown) => error);
    });
    await act(async () => {
      call.reject(new Error("refused"));
      expect(await done).toMatchObject({ message: "refused" });
    });
    expect(result.current.isPending).toBe(false);
    expect(result.current.error?.message).toBe("refused");
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.error).toBeNull());
  });

  it("stays pending until every overlapping call has settled", async () => {
    const first = held();
    const second = held();
    const calls = [first, second];
    const { result } = renderHook(() =>
      usePlainMutation((index: number) => calls[index]?.promise ?? first.promise),
    );
    act(() => {
      void result.current.mutateAsync(0);
      void result.current.mutateAsync(1);
    });
    await act(async () => first.resolve("a"));
    expect(result.current.isPending).toBe(true);
    await act(async () => second.resolve("b"));
    expect(result.current.isPending).toBe(false);
  });
});
