import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showToast } from "../ui/index.ts";
import { ToastHost } from "./hosts.tsx";

describe("toast host", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("IMPL-046 announces toasts in a polite live region and removes them after their duration", () => {
    render(<ToastHost />);
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    act(() => {
      showToast("Something went wrong", "error");
    });
    expect(region.textContent).toContain("Something went wrong");
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(region.textContent).toContain("Something went wrong");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region.textContent).not.toContain("Something went wrong");
  });
});
