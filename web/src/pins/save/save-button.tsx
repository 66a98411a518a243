import { pinMessages, registerMessages, t } from "@corkboard/core/messages";
import { useMemo } from "react";
import { openAuthModal } from "../../auth/index.ts";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { Button } from "../../ui/index.ts";
import { newGuid } from "./new-guid.ts";
import type { PinDraft } from "./use-save-pin.ts";

// The button says the pins catalogue's "Save" on the page that shows it.
registerMessages(pinMessages);

/**
 * The Save button of a pin (IMPL-020): the board picker for a signed-in viewer, the signup
 * modal otherwise. The picker's code loads on the first click.
 */
export function SaveButton({ draft, imageSignature }: { draft: PinDraft; imageSignature?: string | null }) {
  const signedIn = getBootstrap().viewer.is_auth;
  const open = async () => {
    if (!signedIn) {
      await openAuthModal({
        mode: "signup",
        source: "saveButton",
        container: "save",
        pinId: draft.pinId ?? undefined,
      });
      return;
    }
    const { openSavePicker } = await import("./save-picker-modal.tsx");
    openSavePicker(draft, imageSignature);
  };
  return (
    <Button variant="primary" size="lg" onClick={() => void open()}>
      {t("pin.save")}
    </Button>
  );
}

/** The Save button of a pin page (IMPL-020): a repin of that pin, with a fresh guid per page. */
export function PinSaveButton({ pinId }: { pinId: string }) {
  const draft = useMemo<PinDraft>(() => ({ pinId, method: "button", guid: newGuid() }), [pinId]);
  return <SaveButton draft={draft} />;
}
