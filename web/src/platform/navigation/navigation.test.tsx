import { act, cleanup, render, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Link, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { navigate, useKeyedLocation, useNavigation, useSearchParams } from "./navigation.ts";

const popped = () =>
  new Promise<void>((resolve) => window.addEventListener("popstate", () => resolve(), { once: true }));

describe("navigation", () => {
  afterEach(cleanup);

  it("keys every entry, and tells new entries, replacements and Back apart", async () => {
    const { result } = renderHook(() => useNavigation());
    expect(result.current).toEqual({ key: "default", type: "POP", pathname: "/", search: "" });

    act(() => navigate("/a/"));
    const a = result.current.key;
    expect(result.current.type).toBe("PUSH");
    expect(a).not.toBe("default");
    expect(window.history.state).toEqual({ key: a });

    act(() => navigate("/b/?q=1"));
    const b = result.current.key;
    expect(result.current).toMatchObject({ type: "PUSH", pathname: "/b/", search: "?q=1" });

    // The URL already shown: replaced, like React Router's <Link>, never stacked.
    act(() => navigate("/b/?q=1"));
    expect(result.current.type).toBe("REPLACE");
    expect(result.current.key).not.toBe(b);

    await act(async () => {
      const pop = popped();
      window.history.back();
      await pop;
    });
    expect(result.current).toMatchObject({ key: a, type: "POP", pathname: "/a/" });
  });

  it("UI-025 push moves current to previous and clears forward; Back moves current to forward; replace swaps current only", async () => {
    const { result } = renderHook(() => useNavigation());
    const step = async (go: () => void) =>
      act(async () => {
        const pop = popped();
        go();
        await pop;
      });
    act(() => navigate("/p1/"));
    act(() => navigate("/p2/"));
    const entries = window.history.length;

    await step(() => window.history.back());
    expect(result.current).toMatchObject({ type: "POP", pathname: "/p1/" });
    // /p2/ went to the forward list: Forward brings it back.
    await step(() => window.history.forward());
    expect(result.current).toMatchObject({ pathname: "/p2/" });
    await step(() => window.history.back());

    // A push from /p1/ drops /p2/ from the forward list: the history does not grow.
    act(() => navigate("/p3/"));
    expect(result.current).toMatchObject({ type: "PUSH", pathname: "/p3/" });
    expect(window.history.length).toBe(entries);

    // A replace swaps the current entry only: no new entry, and Back still leads to /p1/.
    act(() => navigate("/p4/", { replace: true }));
    expect(result.current).toMatchObject({ type: "REPLACE", pathname: "/p4/" });
    expect(window.history.length).toBe(entries);
    await step(() => window.history.back());
    expect(result.current).toMatchObject({ pathname: "/p1/" });
  });

  it("ignores a step to a fragment of the same page (the skip link), which takes the page's key", async () => {
    act(() => navigate("/c/"));
    const { result } = renderHook(() => useNavigation());
    const before = result.current;
    await act(async () => {
      const pop = popped();
      window.history.pushState(null, "", "/c/#main");
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
      await pop;
    });
    expect(result.current).toBe(before);
    expect(window.history.state).toEqual({ key: before.key });
  });

  it("routes links through the keyed history when it is the router's hook", () => {
    render(
      <Router hook={useKeyedLocation}>
        <Link to="/d/">d</Link>
      </Router>,
    );
    act(() => screen.getByRole("link", { name: "d" }).click());
    expect(window.location.pathname).toBe("/d/");
    expect(window.history.state).toMatchObject({ key: expect.any(String) });
  });

  it("decodes the query string once", async () => {
    const { hook } = memoryLocation({ path: "/search/pins/?q=%2541+%26+b" });
    const { result } = renderHook(() => useSearchParams(), {
      wrapper: ({ children }) => <Router hook={hook}>{children}</Router>,
    });
    await waitFor(() => expect(result.current.get("q")).toBe("%41 & b"));
  });
});
