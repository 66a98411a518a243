import { describe, expect, it } from "vitest";
import type { QuickPromoteDraft } from "./draft.ts";
import {
  initQuickPromoteEditor,
  type QuickPromoteEditorEvent,
  type QuickPromoteEditorState,
  quickPromoteEditorReducer,
  quickPromoteScreen,
} from "./quick-promote-editor-state.ts";
import type { QuickPromoteLayout } from "./step-machine.ts";

const pin = { id: "9", title: "Linen apron", link: "https://shop.example.com/apron", imageUrl: null };

function open(layout: QuickPromoteLayout = "WIDE", country = "US", draft: QuickPromoteDraft | null = null) {
  return initQuickPromoteEditor({
    context: { advertiserId: "5", country, pin, productGroupId: null, locale: "en-US" },
    draft,
    layout,
  });
}

function run(state: QuickPromoteEditorState, ...events: QuickPromoteEditorEvent[]) {
  return events.reduce(quickPromoteEditorReducer, state);
}

const kinds = (state: QuickPromoteEditorState) => state.effects.map((effect) => effect.kind);
const campaign = { id: "70", name: "Linen apron" };

describe("quick-promote editor: opening and editing", () => {
  it("ADS-009 ADS-023 opens at the page (MEDIUM, WIDE) or the business form modal (NARROW)", () => {
    expect(open("WIDE").step).toBe("quickPromotePage");
    expect(open("MEDIUM").step).toBe("quickPromotePage");
    const narrow = open("NARROW");
    expect(narrow).toMatchObject({ step: "businessForm", formsOpen: true, showErrors: false, effects: [] });
  });

  it("ADS-012 ADS-013 a kept draft is restored and said so", () => {
    const draft: QuickPromoteDraft = {
      pin: "9",
      dailyBudget: "9",
      destinationUrl: "https://shop.example.com/apron",
      duration: 12,
      locale: "en-US",
      name: "Spring aprons",
      interests: [],
      ages: [],
      genders: [],
      adType: null,
    };
    const state = open("WIDE", "US", draft);
    expect(state.restored).toBe(true);
    expect(state.form).toMatchObject({ name: "Spring aprons", budget: "9", duration: "12" });
    expect(open().restored).toBe(false);
  });

  it("ADS-012 every edit keeps the draft; the runner's receipt takes the effects", () => {
    const edited = run(open(), { type: "edited", patch: { name: "Spring aprons" } });
    expect(edited.form.name).toBe("Spring aprons");
    expect(edited.effects).toEqual([
      {
        kind: "saveDraft",
        draft: expect.objectContaining({ pin: "9", name: "Spring aprons", locale: "en-US" }),
      },
    ]);
    const twice = run(edited, { type: "edited", patch: { budget: "9" } });
    expect(kinds(twice)).toEqual(["saveDraft", "saveDraft"]);
    expect(run(twice, { type: "effects_taken", count: 1 }).effects).toEqual([twice.effects[1]]);
  });

  it("UI-020 after a resize the page's forms stand in for the form modals and back", () => {
    expect(quickPromoteScreen(open("NARROW"), "WIDE")).toBe("quickPromotePage");
    expect(quickPromoteScreen(open("WIDE"), "NARROW")).toBe("businessForm");
    const failed = run(
      open(),
      { type: "submitted", layout: "WIDE" },
      {
        type: "save_failed",
        area: "modal",
        message: "No",
        layout: "WIDE",
      },
    );
    expect(quickPromoteScreen(failed, "NARROW")).toBe("errorModal");
  });
});

describe("quick-promote editor: submitting on the page", () => {
  it("ADS-027 ADS-043 invalid business info shows the errors and stays on the page", () => {
    const state = run(
      open(),
      { type: "edited", patch: { destinationUrl: "not a link" } },
      {
        type: "effects_taken",
        count: 1,
      },
      { type: "submitted", layout: "WIDE" },
    );
    expect(state).toMatchObject({ step: "quickPromotePage", showErrors: true, pending: false, effects: [] });
  });

  it("ADS-026 valid business info with a broken budget moves focus to the page's billing form", () => {
    const state = run(
      open(),
      { type: "edited", patch: { budget: "2" } },
      { type: "submitted", layout: "WIDE" },
    );
    expect(state.step).toBe("quickPromotePage");
    expect(kinds(state)).toEqual(["saveDraft", "focusBilling"]);
  });

  it("ADS-025 ADS-046 a valid form is saved once; success shows the modal and forgets the draft", () => {
    const saving = run(open(), { type: "submitted", layout: "WIDE" });
    expect(saving.pending).toBe(true);
    expect(saving.effects).toEqual([
      {
        kind: "save",
        payload: expect.objectContaining({ campaign_name: "Linen apron", pin_id: "9", advertiser_id: "5" }),
      },
    ]);
    // The button waits while the save is in flight; a second submit sends nothing.
    expect(run(saving, { type: "submitted", layout: "WIDE" })).toBe(saving);
    const taken = run(saving, { type: "effects_taken", count: 1 });
    const saved = run(taken, { type: "save_succeeded", campaign, layout: "WIDE" });
    expect(saved).toMatchObject({ step: "successModal", pending: false, campaign });
    expect(kinds(saved)).toEqual(["deleteDraft"]);
  });

  it("ADS-007 ADS-023 after the success modal the flow is finished and goes to billing", () => {
    const saved = run(
      open(),
      { type: "submitted", layout: "WIDE" },
      { type: "save_succeeded", campaign, layout: "WIDE" },
    );
    const done = run(
      saved,
      { type: "effects_taken", count: saved.effects.length },
      {
        type: "success_continued",
        layout: "WIDE",
      },
    );
    expect(done.effects).toEqual([
      {
        kind: "navigate",
        path: "/advertiser/5/billing/?campaign_id=70&objective_type=CLICKTHROUGH&is_quick_promote=true",
      },
    ]);
  });

  it("ADS-024 ADS-051 a failure in area modal opens the error modal; Try again returns to the page", () => {
    const failed = run(
      open(),
      { type: "submitted", layout: "WIDE" },
      {
        type: "save_failed",
        area: "modal",
        message: "Your budget is below this market's minimum.",
        layout: "WIDE",
      },
    );
    expect(failed).toMatchObject({
      step: "errorModal",
      pending: false,
      modalError: "Your budget is below this market's minimum.",
    });
    expect(run(failed, { type: "error_dismissed", layout: "WIDE" }).step).toBe("quickPromotePage");
  });

  it("ADS-051 a 401 is shown on the pin, not in a modal, and cleared by the next save", () => {
    const failed = run(
      open(),
      { type: "submitted", layout: "WIDE" },
      {
        type: "save_failed",
        area: "pin",
        message: "Your session ended.",
        layout: "WIDE",
      },
    );
    expect(failed).toMatchObject({
      step: "quickPromotePage",
      pinError: "Your session ended.",
      modalError: "",
    });
    expect(run(failed, { type: "submitted", layout: "WIDE" }).pinError).toBeNull();
  });

  it("ADS-010 EU advertisers accept the terms first; accepting goes on with the save", () => {
    const asked = run(open("WIDE", "DE"), { type: "submitted", layout: "WIDE" });
    expect(asked).toMatchObject({ side: "gdpr", pending: false, showErrors: true, effects: [] });
    expect(run(asked, { type: "side_closed" })).toMatchObject({ side: null, gdprAccepted: false });
    const accepted = run(asked, { type: "gdpr_accepted", layout: "WIDE" });
    expect(accepted).toMatchObject({ side: null, gdprAccepted: true, pending: true });
    expect(kinds(accepted)).toEqual(["save"]);
    // Accepted once is accepted: the next submit does not ask again.
    const again = run(
      accepted,
      { type: "save_failed", area: "modal", message: "x", layout: "WIDE" },
      {
        type: "submitted",
        layout: "WIDE",
      },
    );
    expect(again.side).toBeNull();
  });

  it("ADS-010 ADS-015 a chosen conversion tag fills the form and closes the tag modal", () => {
    const tag = { conversionTagId: "44", conversionEvent: "CHECKOUT" as const };
    const opened = run(open(), { type: "tag_opened" });
    expect(opened.side).toBe("tag");
    const chosen = run(opened, { type: "tag_chosen", tag });
    expect(chosen).toMatchObject({ side: null, form: { tag } });
    expect(kinds(chosen)).toEqual(["saveDraft"]);
    const sent = run(chosen, { type: "submitted", layout: "WIDE" });
    expect(sent.effects.at(-1)).toMatchObject({
      kind: "save",
      payload: { objective_type: "WEB_CONVERSION" },
    });
  });
});

describe("quick-promote editor: the form modals (NARROW)", () => {
  it("ADS-023 Next leads from the business form to the billing form, Back returns", () => {
    const billing = run(open("NARROW"), { type: "next_pressed", layout: "NARROW" });
    expect(billing.step).toBe("billingForm");
    expect(run(billing, { type: "back_pressed" }).step).toBe("businessForm");
  });

  it("ADS-026 a broken budget keeps the billing form; ADS-027 broken business info returns to it", () => {
    const billing = run(open("NARROW"), { type: "next_pressed", layout: "NARROW" });
    const budget = run(
      billing,
      { type: "edited", patch: { budget: "2" } },
      { type: "submitted", layout: "NARROW" },
    );
    expect(budget).toMatchObject({ step: "billingForm", showErrors: true });
    expect(kinds(budget)).toEqual(["saveDraft"]);
    const name = run(
      billing,
      { type: "edited", patch: { name: " " } },
      { type: "submitted", layout: "NARROW" },
    );
    expect(name.step).toBe("businessForm");
  });

  it("ADS-024 ADS-025 success and the error modal; Try again returns to the billing form", () => {
    const billing = run(
      open("NARROW"),
      { type: "next_pressed", layout: "NARROW" },
      {
        type: "submitted",
        layout: "NARROW",
      },
    );
    expect(run(billing, { type: "save_succeeded", campaign, layout: "NARROW" }).step).toBe("successModal");
    const failed = run(billing, { type: "save_failed", area: "modal", message: "x", layout: "NARROW" });
    expect(failed.step).toBe("errorModal");
    expect(run(failed, { type: "error_dismissed", layout: "NARROW" }).step).toBe("billingForm");
    const onPin = run(billing, { type: "save_failed", area: "pin", message: "x", layout: "NARROW" });
    expect(onPin).toMatchObject({ step: "billingForm", pinError: "x" });
  });

  it("UI-020 closing the form modals leaves the pin; Next opens them again", () => {
    const closed = run(open("NARROW"), { type: "forms_closed" });
    expect(closed.formsOpen).toBe(false);
    expect(run(closed, { type: "forms_opened" }).formsOpen).toBe(true);
  });
});
