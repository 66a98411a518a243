import { registerAllMessages } from "@corkboard/core/messages/register-all";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, showToast, toastDuration, useToasts } from "./toast-store.ts";

registerAllMessages();

describe("toast durations", () => {
  it("UI-003 uses the named duration tokens", () => {
    expect(toastDuration("error", false)).toBe(3000);
    expect(toastDuration("notice", false)).toBe(3500);
    expect(toastDuration("saved", false)).toBe(4000);
    expect(toastDuration("saved", true)).toBe(5000);
    expect(toastDuration("mfaResend", false)).toBe(5000);
  });
});

describe("toast text", () => {
  afterEach(() => vi.useRealTimers());

  it("AUTH-173 a toast with no text falls back to 'Unknown Error'; a toast with text shows it", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let blank = 0;
    let own = 0;
    act(() => {
      blank = showToast("  ", "error");
      own = showToast("Board saved", "notice");
    });
    expect(result.current.find((toast) => toast.id === blank)?.text).toBe("Unknown Error");
    expect(result.current.find((toast) => toast.id === own)?.text).toBe("Board saved");
    act(() => {
      dismissToast(blank);
      dismissToast(own);
    });
  });
});
