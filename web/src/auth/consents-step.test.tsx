import { INITIAL_CONSENT_STATE } from "@corkboard/core/auth";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConsentsStep } from "./consents-step.tsx";
import { registerAuthMessages } from "./register-messages.ts";
import { setViewport } from "./test-support.tsx";

registerAuthMessages();

const REQUIRED = [
  "I agree to the Terms of Service (required)",
  "Collection and use of personal information (required)",
  "Sharing personal information with third parties (required)",
  "Transfer of personal information overseas (required)",
];
const OPTIONAL = "Marketing emails and notifications (optional)";

function renderConsents() {
  const onNext = vi.fn();
  const onBack = vi.fn();
  render(<ConsentsStep initial={INITIAL_CONSENT_STATE} pending={false} onNext={onNext} onBack={onBack} />);
  const box = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
  const next = () => screen.getByRole("button", { name: "Next" }) as HTMLButtonElement;
  return { onNext, onBack, box, next };
}

describe("consents step", () => {
  afterEach(() => {
    cleanup();
    setViewport(1024, 768);
  });

  it("AUTH-052 AUTH-128 AUTH-082 Next is enabled only once the four required boxes are ticked; the consent keys", () => {
    const { box, next, onNext } = renderConsents();
    expect(screen.getByRole("group", { name: "Required" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Optional" })).toBeTruthy();
    expect(next().disabled).toBe(true);
    fireEvent.click(box(OPTIONAL));
    for (const name of REQUIRED.slice(0, 3)) fireEvent.click(box(name));
    expect(next().disabled).toBe(true);
    fireEvent.click(box(REQUIRED[3] ?? ""));
    expect(next().disabled).toBe(false);
    fireEvent.click(box(OPTIONAL));
    expect(next().disabled).toBe(false);
    fireEvent.click(next());
    expect(onNext).toHaveBeenCalledWith({
      terms: true,
      collectionUsePersonalInfo: true,
      thirdPartyProvisionPersonalInfo: true,
      overseasTransferPersonalInfo: true,
      optionalMarketingConsent: false,
    });
  });

  it("AUTH-125 AUTH-126 AUTH-127 Agree to all ticks every box; unticking one clears it; ticking the last sets it", () => {
    const { box, next } = renderConsents();
    const all = () => box("Agree to all");
    fireEvent.click(all());
    expect([...REQUIRED, OPTIONAL].every((name) => box(name).checked)).toBe(true);
    expect(all().checked).toBe(true);
    expect(next().disabled).toBe(false);
    fireEvent.click(box(OPTIONAL));
    expect(all().checked).toBe(false);
    expect(next().disabled).toBe(false);
    fireEvent.click(box(OPTIONAL));
    expect(all().checked).toBe(true);
    fireEvent.click(all());
    expect([...REQUIRED, OPTIONAL].some((name) => box(name).checked)).toBe(false);
    expect(next().disabled).toBe(true);
  });

  it("AUTH-052 Back is offered on desktop and goes back; phones have none", () => {
    const { onBack } = renderConsents();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(onBack).toHaveBeenCalled();
    cleanup();
    setViewport(400);
    renderConsents();
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
  });
});
