import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { openModal } from "../ui/index.ts";
import { ModalHost } from "./hosts.tsx";

describe("modal host", () => {
  afterEach(cleanup);

  it("IMPL-046 opens a labelled native dialog and returns focus when it closes", async () => {
    render(
      <>
        <button type="button">Opener</button>
        <ModalHost />
      </>,
    );
    const opener = screen.getByRole("button", { name: "Opener" });
    opener.focus();
    act(() => openModal({ title: "Log in", body: <p>Coming soon</p> }));
    const heading = await screen.findByRole("heading", { name: "Log in" });
    const dialog = document.querySelector("dialog");
    expect(dialog?.open).toBe(true);
    expect(heading.id).toBe(dialog?.getAttribute("aria-labelledby"));
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Close" }));
    });
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
