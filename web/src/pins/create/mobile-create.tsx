import { t } from "@corkboard/core/messages";
import { mobileAfterSave, mobileTopLeftControl } from "@corkboard/core/pins";
import { useEffect, useMemo, useRef } from "react";
import { useLocation } from "wouter";
import { takeCreationState } from "../../boards/index.ts";
import { useNavigation } from "../../platform/navigation/navigation.ts";
import { ArrowBackIcon, Button, IconButton, Spinner } from "../../ui/index.ts";
import { type PinDraft, showSavedToast, useSaveFlow } from "../save/index.ts";
import { isOpenedAsPopup } from "./popup.ts";

/**
 * Mobile web (PIN-012…PIN-018): the full-page "Choose board" / "Choose section" screen with
 * back or cancel, the create links carrying the creation state, a loading overlay while
 * saving, then the 5 s toast and closing or going back.
 */
export function MobileCreate({ draft, eventPath }: { draft: PinDraft; eventPath: string }) {
  const [location, navigate] = useLocation();
  const { key } = useNavigation();
  const control = mobileTopLeftControl(key !== "default");
  // Back from the create pages (BOARD-013): what they created, and the came-from flag (PIN-017).
  const returned = useMemo(takeCreationState, []);
  const started = useRef(false);
  const flow = useSaveFlow({
    draft,
    variant: "mobile",
    eventPath,
    creationState: { returnTo: `${location}${window.location.search}`, cameFrom: true },
    onClose: () => (control === "back" ? window.history.back() : navigate("/")),
    onSaved: ({ target }) => {
      showSavedToast(target.board.name, true);
      const after = mobileAfterSave({
        openedAsPopup: isOpenedAsPopup(),
        historyLength: window.history.length,
        cameFrom: returned.cameFrom === true,
      });
      if (after.kind === "close") window.close();
      else window.history.go(-after.steps);
    },
  });

  // Back from the create pages with a new board or section: save into it at once (BOARD-015, BOARD-016).
  useEffect(() => {
    if (started.current) return;
    const target = returned.createdSection
      ? { board: returned.createdSection.board, section: returned.createdSection.section }
      : returned.createdBoard && returned.createdBoard.section_count === 0
        ? { board: returned.createdBoard, section: null }
        : null;
    if (!target) return;
    started.current = true;
    void flow.saveTo(target);
  }, [returned, flow]);

  const goBack = flow.screen === "board_list" ? () => flow.back() : flow.back;
  return (
    <div className="cb-pin-create cb-pin-create--mobile">
      <div className="cb-pin-create__bar">
        {control === "back" || flow.screen !== "board_list" ? (
          <IconButton label={t("boards.picker.back")} icon={<ArrowBackIcon />} onClick={goBack} />
        ) : (
          <Button variant="tertiary" onClick={goBack}>
            {t("boards.picker.cancel")}
          </Button>
        )}
        <h1 className="cb-pin-create__title">{flow.title}</h1>
      </div>
      {flow.body}
      {flow.saving ? (
        <div className="cb-pin-create__overlay" data-testid="saving-overlay">
          <Spinner />
        </div>
      ) : null}
    </div>
  );
}
