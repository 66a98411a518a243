import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Checkbox, Radio, Switch } from "../checkbox/checkbox.tsx";
import { RadioGroup } from "../radio/radio-group.tsx";
import { Select } from "../select/select.tsx";
import { TextArea } from "../text-area/text-area.tsx";
import { TextField } from "../text-field/text-field.tsx";

/** The texts an element's aria-describedby names, in order. */
function description(element: HTMLElement): string[] {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}

describe("form controls", () => {
  afterEach(cleanup);

  it("TextField and TextArea: labelled, error and help tied by aria-describedby, invalid while in error", () => {
    render(
      <>
        <TextField label="Title" error="Too long" description="100 characters at most" />
        <TextArea label="Description" description="Say what it is" aria-describedby="outside" />
        <p id="outside">Hashtag ideas</p>
      </>,
    );
    const title = screen.getByLabelText("Title");
    expect(description(title)).toEqual(["Too long", "100 characters at most"]);
    expect(title.getAttribute("aria-invalid")).toBe("true");
    const text = screen.getByRole("textbox", { name: "Description" });
    expect(text.tagName).toBe("TEXTAREA");
    expect(description(text)).toEqual(["Say what it is", "Hashtag ideas"]);
    expect(text.hasAttribute("aria-invalid")).toBe(false);
  });

  it("Select: a labelled native select with its error", () => {
    const onChange = vi.fn();
    render(
      <Select label="Board" error="Choose a board" value="b" onChange={(e) => onChange(e.target.value)}>
        <option value="a">Doors</option>
        <option value="b">Lamps</option>
      </Select>,
    );
    const select = screen.getByRole("combobox", { name: "Board" });
    expect(description(select)).toEqual(["Choose a board"]);
    fireEvent.change(select, { target: { value: "a" } });
    expect(onChange).toHaveBeenCalledWith("a");
  });

  it("Checkbox: the label toggles it; a hidden label still names it; its hint describes it", () => {
    function Box() {
      const [on, setOn] = useState(false);
      return (
        <>
          <Checkbox
            label="Keep this board secret"
            description="So only you and collaborators can see it."
            checked={on}
            onChange={(e) => setOn(e.target.checked)}
          />
          <Checkbox label="Select Lamp" hideLabel />
        </>
      );
    }
    render(<Box />);
    const box = screen.getByRole("checkbox", { name: "Keep this board secret" });
    expect(description(box)).toEqual(["So only you and collaborators can see it."]);
    fireEvent.click(screen.getByText("Keep this board secret"));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("checkbox", { name: "Select Lamp" })).toBeTruthy();
  });

  it("RadioGroup: a fieldset named by its legend; choosing calls onChange; the group error describes it", () => {
    function Group() {
      const [value, setValue] = useState<"ongoing" | "end">("ongoing");
      return (
        <RadioGroup
          legend="Schedule"
          value={value}
          onChange={setValue}
          error={value === "end" ? "Pick an end date" : undefined}
          options={[
            { value: "ongoing", label: "Ongoing" },
            { value: "end", label: "Set an end date" },
          ]}
        />
      );
    }
    render(<Group />);
    const group = screen.getByRole("group", { name: "Schedule" });
    const [ongoing, end] = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(ongoing?.checked).toBe(true);
    expect(ongoing?.name).toBe(end?.name);
    fireEvent.click(screen.getByLabelText("Set an end date"));
    expect(end?.checked).toBe(true);
    expect(description(group)).toEqual(["Pick an end date"]);
  });

  it("Switch: a checkbox announced as a switch; a disabled one stays as it is", () => {
    render(
      <>
        <Switch label="Keep this board secret" defaultChecked={false} />
        <Switch label="Protected board" checked disabled readOnly />
      </>,
    );
    const secret = screen.getByRole("switch", { name: "Keep this board secret" }) as HTMLInputElement;
    fireEvent.click(secret);
    expect(secret.checked).toBe(true);
    const locked = screen.getByRole("switch", { name: "Protected board" }) as HTMLInputElement;
    expect(locked.disabled && locked.checked).toBe(true);
  });

  it("Radio: a single labelled radio for choices laid out in several places", () => {
    render(<Radio name="to" value="b1" label="Doors" />);
    expect(screen.getByRole("radio", { name: "Doors" })).toBeTruthy();
  });
});
