import { pinMessages, registerMessages, t } from "@corkboard/core/messages";
import { useLocation, useParams } from "wouter";
import { getBootstrap } from "../../platform/bootstrap/index.ts";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import type { PickerBoardItem } from "../api.ts";
import { CreateSectionForm } from "../picker/create-section-form.tsx";
import { peekCreationState, saveCreationState } from "../picker/creation-state.ts";
import { CreateBoardForm } from "./create-board-form.tsx";
import "./create-board.css";

registerMessages(pinMessages);

/** Only same-origin paths: the state came through history, but never send the viewer off-site. */
function safeReturn(path: string | undefined): string {
  return path?.startsWith("/") && !path.startsWith("//") ? path : "/";
}

/**
 * /board/create/ (BOARD-013): the mobile "Create board" page. It goes back to the picker
 * it came from with the new board in the history state, so the save continues there.
 */
export function CreateBoardPage() {
  const [, navigate] = useLocation();
  const user = getBootstrap().viewer.user;
  const state = peekCreationState();
  useDocumentTitle(t("boards.picker.createBoard"));
  if (!user) return null;
  return (
    <section className="cb-page cb-create-board-page" aria-labelledby="cb-create-board-title">
      <h1 id="cb-create-board-title" className="cb-pin-create__title">
        {t("boards.picker.createBoard")}
      </h1>
      <CreateBoardForm
        creator={{ viewerId: user.id, advertiser: null }}
        onCancel={() => window.history.back()}
        onCreated={(board) => {
          saveCreationState({ ...state, cameFrom: true, createdBoard: board });
          navigate(safeReturn(state.returnTo));
        }}
      />
    </section>
  );
}

/** /board/{id}/create_section/ (BOARD-013): the mobile "Create section" page, back to the picker after. */
export function CreateSectionPage() {
  const [, navigate] = useLocation();
  const { id = "" } = useParams();
  const state = peekCreationState();
  const board: PickerBoardItem = state.board ?? {
    id,
    name: "",
    url: "",
    privacy: "public",
    section_count: 0,
    image_cover_url: null,
    owner: { id: "", username: "" },
    layout: "default",
  };
  useDocumentTitle(t("boards.picker.createSection"));
  return (
    <section className="cb-page cb-create-board-page" aria-labelledby="cb-create-section-title">
      <h1 id="cb-create-section-title" className="cb-pin-create__title">
        {t("boards.picker.createSection")}
      </h1>
      <CreateSectionForm
        board={board}
        onCancel={() => window.history.back()}
        onCreated={(section) => {
          saveCreationState({ ...state, cameFrom: true, createdSection: { board, section } });
          navigate(safeReturn(state.returnTo));
        }}
      />
    </section>
  );
}
