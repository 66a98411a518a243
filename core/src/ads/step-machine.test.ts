import { describe, expect, it } from "vitest";
import {
  decideQuickPromoteStep,
  nextQuickPromoteStep,
  type QuickPromoteFacts,
  type QuickPromoteStep,
  quickPromoteErrorArea,
  quickPromoteLayout,
  quickPromoteModalWidth,
  quickPromoteStepAt,
} from "./step-machine.ts";

const facts = (over: Partial<QuickPromoteFacts> = {}): QuickPromoteFacts => ({
  serverErrorArea: null,
  businessValid: false,
  billingValid: false,
  onQuickPromotePage: false,
  ...over,
});
const modalFlow: QuickPromoteStep[] = ["pinSelection", "businessForm", "billingForm", "successModal"];

describe("quick-promote step machine", () => {
  it("ADS-023 a step index beyond the end of the list means finished", () => {
    expect(quickPromoteStepAt(modalFlow, 4)).toEqual({ finished: true });
    expect(quickPromoteStepAt(modalFlow, 0)).toEqual({ finished: false, index: 0, step: "pinSelection" });
    expect(nextQuickPromoteStep(modalFlow, 3, facts())).toEqual({ finished: true });
  });

  it("ADS-023 steps before the one preceding the final move on by one", () => {
    expect(nextQuickPromoteStep(modalFlow, 0, facts({ billingValid: true }))).toEqual({
      finished: false,
      index: 1,
      step: "businessForm",
    });
  });

  it("ADS-024 a server error in area modal leads to the error modal, before every other rule", () => {
    const all = facts({ serverErrorArea: "modal", businessValid: true, billingValid: true });
    expect(decideQuickPromoteStep(all)).toBe("errorModal");
    expect(nextQuickPromoteStep(modalFlow, 2, all)).toMatchObject({ step: "errorModal" });
    expect(decideQuickPromoteStep(facts({ serverErrorArea: "pin", businessValid: true }))).toBe(
      "billingForm",
    );
  });

  it("ADS-025 valid business and billing info lead to the success modal", () => {
    const next = nextQuickPromoteStep(modalFlow, 2, facts({ businessValid: true, billingValid: true }));
    expect(next).toEqual({ finished: false, index: 3, step: "successModal" });
  });

  it("ADS-026 only business info valid leads to the billing form", () => {
    const next = nextQuickPromoteStep(modalFlow, 2, facts({ businessValid: true }));
    expect(next).toEqual({ finished: false, index: 2, step: "billingForm" });
  });

  it("ADS-027 otherwise the business form, unless on the quick-promote page itself", () => {
    expect(decideQuickPromoteStep(facts({ billingValid: true }))).toBe("businessForm");
    expect(nextQuickPromoteStep(modalFlow, 2, facts())).toEqual({
      finished: false,
      index: 1,
      step: "businessForm",
    });
    const page: QuickPromoteStep[] = ["quickPromotePage", "successModal"];
    expect(decideQuickPromoteStep(facts({ onQuickPromotePage: true }))).toBeNull();
    expect(nextQuickPromoteStep(page, 0, facts({ onQuickPromotePage: true }))).toEqual({
      finished: false,
      index: 0,
      step: "quickPromotePage",
    });
  });

  it("ADS-024 a chosen step missing from the list takes the final slot", () => {
    expect(nextQuickPromoteStep(modalFlow, 2, facts({ serverErrorArea: "modal" }))).toEqual({
      finished: false,
      index: 3,
      step: "errorModal",
    });
  });

  it("ADS-051 a 401 save failure shows on the pin, any other in the error modal", () => {
    expect(quickPromoteErrorArea(401)).toBe("pin");
    expect(quickPromoteErrorArea(500)).toBe("modal");
    expect(quickPromoteErrorArea(400)).toBe("modal");
  });

  it("UI-020 layouts: NARROW under 870, MEDIUM 870 to 1275, WIDE above", () => {
    expect(quickPromoteLayout(869)).toBe("NARROW");
    expect(quickPromoteLayout(870)).toBe("MEDIUM");
    expect(quickPromoteLayout(1275)).toBe("MEDIUM");
    expect(quickPromoteLayout(1276)).toBe("WIDE");
  });

  it("UI-021 UI-022 quick-promote modal widths: form modals are 472 wide, the others 364", () => {
    expect(quickPromoteModalWidth("businessForm")).toBe(472);
    expect(quickPromoteModalWidth("pinSelection")).toBe(472);
    expect(quickPromoteModalWidth("successModal")).toBe(364);
    expect(quickPromoteModalWidth("gdprModal")).toBe(364);
  });
});
