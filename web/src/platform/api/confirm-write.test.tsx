import { boardFeedEndpoint } from "@corkboard/core/contract";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error.ts";
import { ConfirmWrite } from "./confirm-write.tsx";
import { createQueryClient } from "./query-client.ts";
import { endpointKey } from "./use-endpoint.ts";

// A confirmation that writes (D-026 with D-030): the design system's ConfirmDialog, busy
// while the write is pending, the failure in errorMessage's words, the declared queries
// stale before whatever follows.

/** A call whose answer the test releases. */
function held() {
  let settle: { resolve: (value: string) => void; reject: (error: unknown) => void } = {
    resolve: () => {},
    reject: () => {},
  };
  const promise = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

const FEED = endpointKey(boardFeedEndpoint, { board_id: "b1" });

function Reads({ counts }: { counts: { feed: number } }) {
  useQuery({
    queryKey: FEED,
    queryFn: async () => {
      counts.feed += 1;
      return counts.feed;
    },
  });
  return null;
}

function renderConfirm(mutationFn: () => Promise<string>) {
  const client = createQueryClient();
  const counts = { feed: 0 };
  const onDone = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <Reads counts={counts} />
      <ConfirmWrite
        title="Delete this board?"
        confirmLabel="Delete"
        write={{ mutationFn, invalidates: [FEED] }}
        onDone={onDone}
        onClose={onClose}
      >
        <p>Its Pins are deleted too.</p>
      </ConfirmWrite>
    </QueryClientProvider>,
  );
  return { counts, onDone, onClose };
}

describe("ConfirmWrite", () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("is busy while the write is pending, then the read is fresh, onDone runs and the dialog closes", async () => {
    const call = held();
    const { counts, onDone, onClose } = renderConfirm(() => call.promise);
    await waitFor(() => expect(counts.feed).toBe(1));
    const confirm = screen.getByRole("button", { name: "Delete" }) as HTMLButtonElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.disabled).toBe(true));
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    call.resolve("deleted");
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(counts.feed).toBe(2);
    expect(onDone).toHaveBeenCalledWith("deleted");
  });

  it("keeps a failure in the dialog in errorMessage's words; the write can be tried again", async () => {
    let attempts = 0;
    const { onDone, onClose } = renderConfirm(() =>
      attempts++ === 0
        ? Promise.reject(new ApiError("CSRF_FAILED", 403, "CSRF_FAILED"))
        : Promise.resolve("deleted"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your session has expired or this page is open from another address. Reload the page and try again.",
    );
    expect(onClose).not.toHaveBeenCalled();
    const confirm = screen.getByRole("button", { name: "Delete" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onDone).toHaveBeenCalledWith("deleted");
  });
});
