import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { richText } from "./rich-text.tsx";

describe("richText", () => {
  afterEach(cleanup);

  it("puts React nodes where the message's placeholders are", () => {
    const { container } = render(
      <p>
        {richText("pin.savedToSection", {
          section: <a href="/s/">Tarts</a>,
          board: <a href="/b/">Baking</a>,
        })}
      </p>,
    );
    expect(container.textContent).toBe("Saved to Tarts in Baking");
    expect([...container.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["/s/", "/b/"]);
  });
});
