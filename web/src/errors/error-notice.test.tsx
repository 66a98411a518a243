import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../platform/api/index.ts";
import { ErrorNotice } from "./error-notice.tsx";

describe("the inline failure notice", () => {
  afterEach(cleanup);

  it("a failure on the server's side shows the request id to quote in a report", () => {
    const failure = new ApiError("INTERNAL", 500, "", { requestId: "6f1c2a9e-1111-4c2b-9d3e-222233334444" });
    render(<ErrorNotice error={failure} onRetry={vi.fn()} />);
    expect(screen.getByRole("alert").textContent).toContain("Sorry! Something went wrong on our end.");
    expect(screen.getByText("Reference: 6f1c2a9e-1111-4c2b-9d3e-222233334444")).toBeTruthy();
  });

  it("a refusal of the request itself (4xx) has no reference: the message says what to change", () => {
    const refusal = new ApiError("INVALID_INPUT", 400, "", {
      requestId: "6f1c2a9e-1111-4c2b-9d3e-222233334444",
    });
    render(<ErrorNotice error={refusal} />);
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });
});
