import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderAppRoutes } from "../../app/render-app-routes.tsx";
import { bootstrapWith, resetAuthState, stubApi } from "../../auth/test-support.tsx";

describe("/conversation/{id} (IMPL-021, D-051)", () => {
  afterEach(() => {
    cleanup();
    resetAuthState();
  });

  it("IMPL-021 GATE-019 the seed's conversation path says Corkboard has none and how to send a Pin instead", async () => {
    stubApi({});
    renderAppRoutes("/conversation/55/", bootstrapWith({}));
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Corkboard has no conversations" },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText(/choose Share, and copy its link or send it by email/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home feed" }).getAttribute("href")).toBe("/");
    expect(screen.queryByText(/couldn't find/)).toBeNull();
  });
});
