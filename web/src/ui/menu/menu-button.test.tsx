import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MenuButton } from "./menu-button.tsx";

function renderMenu() {
  const onPin = vi.fn();
  const onBoard = vi.fn();
  const onProfile = vi.fn();
  render(
    <>
      <MenuButton
        entries={[
          { label: "Pin", onSelect: onPin },
          { label: "Board", onSelect: onBoard },
          { label: "Your profile", href: "/jo/", onSelect: onProfile },
        ]}
      >
        Create
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  );
  const button = screen.getByRole("button", { name: "Create" });
  return { button, onPin, onBoard, onProfile };
}

const entry = (name: string) => screen.getByRole("menuitem", { name, hidden: true });
const menu = () => screen.getByRole("menu", { hidden: true });

describe("MenuButton", () => {
  afterEach(cleanup);

  it("is a menu button whose menu it names and controls", () => {
    const { button } = renderMenu();
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-controls")).toBe(menu().id);
    expect(menu().getAttribute("aria-labelledby")).toBe(button.id);
    expect(menu().hidden).toBe(true);
  });

  for (const key of ["Enter", " ", "ArrowDown"]) {
    it(`${key === " " ? "Space" : key} opens it on the first entry`, () => {
      const { button } = renderMenu();
      button.focus();
      act(() => {
        fireEvent.keyDown(button, { key });
      });
      expect(button.getAttribute("aria-expanded")).toBe("true");
      expect(menu().hidden).toBe(false);
      expect(document.activeElement).toBe(entry("Pin"));
    });
  }

  it("ArrowUp opens it on the last entry; arrows move and wrap, Home and End jump", () => {
    const { button } = renderMenu();
    act(() => {
      fireEvent.keyDown(button, { key: "ArrowUp" });
    });
    expect(document.activeElement).toBe(entry("Your profile"));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    expect(document.activeElement).toBe(entry("Pin"));
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowUp" });
    expect(document.activeElement).toBe(entry("Your profile"));
    fireEvent.keyDown(document.activeElement as Element, { key: "Home" });
    expect(document.activeElement).toBe(entry("Pin"));
    fireEvent.keyDown(document.activeElement as Element, { key: "End" });
    expect(document.activeElement).toBe(entry("Your profile"));
  });

  it("Escape closes it and gives focus back to the button", () => {
    const { button } = renderMenu();
    act(() => {
      fireEvent.keyDown(button, { key: "Enter" });
    });
    act(() => {
      fireEvent.keyDown(entry("Board"), { key: "Escape" });
    });
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it("choosing an entry runs it and closes the menu; a link entry followed by the app", () => {
    const { button, onBoard, onProfile } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(entry("Board"));
    expect(onBoard).toHaveBeenCalledTimes(1);
    expect(menu().hidden).toBe(true);
    fireEvent.click(button);
    const profile = entry("Your profile");
    expect(profile.getAttribute("href")).toBe("/jo/");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      profile.dispatchEvent(click);
    });
    expect(onProfile).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(true);
  });

  it("a press outside closes it", () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    act(() => {
      fireEvent.pointerDown(screen.getByRole("button", { name: "Elsewhere" }));
    });
    expect(menu().hidden).toBe(true);
  });
});
