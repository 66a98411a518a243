import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog.tsx";

// The keyboard behaviour every dialog shares (Modal) is tested here once: focus starts on
// the confirming button, Enter confirms, Escape closes and focus returns, Tab stays inside.

function renderDialog(onConfirm: () => void | Promise<void> = () => {}) {
  const onClose = vi.fn();
  const view = render(<Harness onConfirm={onConfirm} onClose={onClose} />);
  return { ...view, onClose, opener: screen.getByRole("button", { name: "Delete board" }) };
}

function Harness({ onConfirm, onClose }: { onConfirm: () => void | Promise<void>; onClose: () => void }) {
  return (
    <>
      <button type="button">Delete board</button>
      <ConfirmDialog title="Delete this board?" confirmLabel="Delete" onConfirm={onConfirm} onClose={onClose}>
        <p>Its Pins are deleted too.</p>
      </ConfirmDialog>
    </>
  );
}

/** Renders with focus on the opener first, as a click on it would leave it. */
function openFrom(onConfirm?: () => void | Promise<void>) {
  const onClose = vi.fn();
  const opener = document.createElement("button");
  opener.textContent = "Opener";
  document.body.append(opener);
  opener.focus();
  render(
    <ConfirmDialog
      title="Delete this board?"
      confirmLabel="Delete"
      onConfirm={onConfirm ?? (() => {})}
      onClose={onClose}
    >
      <p>Its Pins are deleted too.</p>
    </ConfirmDialog>,
  );
  return { opener, onClose };
}

describe("ConfirmDialog", () => {
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  it("is a labelled modal dialog whose focus starts on the confirming button", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Delete this board?" });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.textContent).toContain("Its Pins are deleted too.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete" }));
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("Enter confirms, then the dialog closes", async () => {
    const onConfirm = vi.fn();
    const { onClose } = renderDialog(onConfirm);
    fireEvent.keyDown(screen.getByRole("button", { name: "Delete" }), { key: "Enter" });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("Enter on Cancel does not confirm", () => {
    const onConfirm = vi.fn();
    renderDialog(onConfirm);
    fireEvent.keyDown(screen.getByRole("button", { name: "Cancel" }), { key: "Enter" });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("Escape closes without confirming and gives focus back to the opener", () => {
    const onConfirm = vi.fn();
    const { opener, onClose } = openFrom(onConfirm);
    act(() => {
      fireEvent.keyDown(screen.getByRole("button", { name: "Delete" }), { key: "Escape" });
    });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it("focus gives back to the opener when the host removes the open dialog", () => {
    const { opener } = openFrom();
    expect(document.activeElement).not.toBe(opener);
    cleanup();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps Tab inside: from the last control to the first, Shift+Tab back", () => {
    renderDialog();
    const dialog = screen.getByRole("dialog");
    const close = screen.getByRole("button", { name: "Close" });
    const confirm = screen.getByRole("button", { name: "Delete" });
    confirm.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it("keeps a failed action in the dialog with its words; the action can be tried again", async () => {
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(undefined);
    const { onClose } = renderDialog(onConfirm);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Uh oh! Something went wrong.");
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
