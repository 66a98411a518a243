import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { DescriptionText } from "./description-text.tsx";

describe("a pin's description", () => {
  afterEach(cleanup);

  it("IMPL-037 LABEL-012 each hashtag links to its search; the rest stays text", () => {
    const { container } = render(
      <Router hook={memoryLocation().hook}>
        <p>
          <DescriptionText text="Picnic by the lake #summer_vibes, #夜景! and # alone" />
        </p>
      </Router>,
    );
    expect(container.textContent).toBe("Picnic by the lake #summer_vibes, #夜景! and # alone");
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["#summer_vibes", "/search/pins/?q=%23summer_vibes"],
      ["#夜景", `/search/pins/?q=${encodeURIComponent("#夜景")}`],
    ]);
  });
});
