import {
  BOARD_CREATED_TOAST,
  type BoardCreator,
  type FlowBoard,
  type PickerFlowEvent,
  type PickerFlowState,
  pickerFlowReducer,
  pickerLists,
} from "@corkboard/core/boards";
import { t } from "@corkboard/core/messages";
import { boardRowState, isAnySaveInFlight, type SaveStates } from "@corkboard/core/pins";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { Button, SearchIcon, Spinner, showToast, TextField } from "../../ui/index.ts";
import type { PickerBoardItem, PickerSection } from "../api.ts";
import { BoardCreatedBurst, CreateBoardForm } from "../create/index.ts";
import { BoardRow } from "./board-row.tsx";
import { CreateSectionForm } from "./create-section-form.tsx";
import { type CreationState, saveCreationState } from "./creation-state.ts";
import { SectionList } from "./section-list.tsx";
import { usePickerBoards } from "./use-picker-boards.ts";
import "./picker.css";

/** Where a save goes: a board, and one of its sections or none. */
export interface SaveTarget {
  board: PickerBoardItem;
  section: PickerSection | null;
}

/** Props of the board and section picker. */
export interface BoardPickerProps {
  /** The flow state, held by the container so it can title the modal (BOARD-010). */
  flow: PickerFlowState;
  onFlow: (state: PickerFlowState) => void;
  variant: "desktop" | "mobile";
  /** The pin being saved, when it exists already (picker request, title suggestions). */
  pinId?: string | null | undefined;
  creator: BoardCreator;
  username: string;
  saveStates: SaveStates;
  onSave: (target: SaveTarget) => void;
  onClose: () => void;
  /** Mobile: the creation state the create links pass along (BOARD-013). */
  creationState?: CreationState | undefined;
}

function flowBoard(board: PickerBoardItem): FlowBoard {
  return { id: board.id, name: board.name, section_count: board.section_count };
}

/**
 * The board and section picker (BOARD-010…BOARD-027): search from the first character,
 * "Top choices" above "All boards" (one list for 3 boards or fewer), a board's sections,
 * and creating a board or section without leaving it. The flow itself is core's reducer.
 */
export function BoardPicker(props: BoardPickerProps) {
  const { flow, onFlow, variant, pinId, creator, username, saveStates, onSave, onClose } = props;
  const [query, setQuery] = useState("");
  const [created, setCreated] = useState(0);
  const boards = usePickerBoards({ creator, username, pinId, variant });
  // Boards created here are known before the list reloads, so the flow can continue at once.
  const [extra, setExtra] = useState<PickerBoardItem[]>([]);

  const findBoard = (id: string) =>
    extra.find((board) => board.id === id) ?? boards.data?.boards.find((board) => board.id === id);

  const go = (event: PickerFlowEvent, sections?: Record<string, PickerSection>) => {
    const next = pickerFlowReducer(flow, event);
    if (next.screen === "closed") return onClose();
    if (next.screen === "save") {
      const board = findBoard(next.board.id);
      if (!board) return;
      const section = next.sectionId
        ? (sections?.[next.sectionId] ?? { id: next.sectionId, title: "" })
        : null;
      // The flow stays on its screen: the row shows the save state (BOARD-025).
      if (flow.screen === "create_board" || flow.screen === "create_section")
        onFlow({ screen: "board_list" });
      onSave({ board, section });
      return;
    }
    onFlow(next);
  };

  const busy = isAnySaveInFlight(saveStates);
  const screenRef = useRef<HTMLDivElement>(null);
  const screenKey = `${flow.screen}:${"board" in flow ? flow.board.id : ""}`;
  const firstScreen = useRef(true);
  // Keyboard users land on the new screen's first field or button, not on <body> (BOARD-010).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen (its key) is the trigger.
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    screenRef.current?.querySelector<HTMLElement>("input, button:not(:disabled), a[href]")?.focus();
  }, [screenKey]);

  if (flow.screen === "create_board") {
    return (
      <div ref={screenRef}>
        <CreateBoardForm
          creator={creator}
          pinId={pinId}
          onCancel={() => go({ type: "back" })}
          onCreated={(board) => {
            setExtra((list) => [...list, board]);
            setCreated((n) => n + 1);
            // The create made the picker's and the profile's boards stale (BOARD-040).
            showToast(t(BOARD_CREATED_TOAST), "notice");
            // findBoard reads `extra` from this render: resolve the new board directly.
            const next = pickerFlowReducer(flow, { type: "board_created", board: flowBoard(board) });
            if (next.screen === "save") onSave({ board, section: null });
            else onFlow(next);
          }}
        />
      </div>
    );
  }

  if (flow.screen === "section_list" || flow.screen === "create_section") {
    const board = findBoard(flow.board.id);
    if (!board) return null;
    if (flow.screen === "create_section") {
      return (
        <CreateSectionForm
          board={board}
          onCancel={() => go({ type: "back" })}
          onCreated={(section) =>
            go({ type: "section_created", sectionId: section.id }, { [section.id]: section })
          }
        />
      );
    }
    return (
      <div ref={screenRef}>
        {created > 0 ? <BoardCreatedBurst key={created} /> : null}
        <SectionList
          board={board}
          variant={variant}
          busy={busy}
          saveStates={saveStates}
          creationState={props.creationState}
          onSaveToBoard={() => onSave({ board, section: null })}
          onPick={(section) =>
            go({ type: "section_picked", sectionId: section.id }, { [section.id]: section })
          }
          onCreate={() => go({ type: "create_section_opened" })}
        />
      </div>
    );
  }

  return (
    <div className="cb-picker" ref={screenRef}>
      {created > 0 ? <BoardCreatedBurst key={created} /> : null}
      <TextField
        label={t("boards.picker.searchLabel")}
        hideLabel
        type="search"
        placeholder={t("boards.picker.searchLabel")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        leading={<SearchIcon className="cb-picker__search-icon" />}
        className="cb-picker__search"
        autoComplete="off"
      />
      {boards.isPending ? (
        <Spinner />
      ) : boards.isError ? (
        <p role="alert">{t("boards.picker.loadFailed")}</p>
      ) : (
        <BoardLists
          boards={[
            ...boards.data.boards,
            ...extra.filter((b) => !boards.data.boards.some((x) => x.id === b.id)),
          ]}
          shortlist={boards.data.shortlist}
          query={query}
          saveStates={saveStates}
          busy={busy}
          onPick={(board) => go({ type: "board_picked", board: flowBoard(board) })}
        />
      )}
      <CreateBoardEntry
        variant={variant}
        creationState={props.creationState}
        onOpen={() => go({ type: "create_board_opened" })}
      />
    </div>
  );
}

function CreateBoardEntry({
  variant,
  creationState,
  onOpen,
}: {
  variant: "desktop" | "mobile";
  creationState: CreationState | undefined;
  onOpen: () => void;
}) {
  if (variant === "mobile") {
    // BOARD-013: a full page, carrying where to come back to and what was being saved.
    return (
      <div className="cb-picker__bottom">
        <Link
          href="/board/create/"
          onClick={() => saveCreationState({ ...creationState })}
          className="cb-button cb-button--primary cb-button--lg"
        >
          {t("boards.picker.createBoard")}
        </Link>
      </div>
    );
  }
  return (
    <Button variant="secondary" className="cb-picker__create" onClick={onOpen}>
      {t("boards.picker.createBoard")}
    </Button>
  );
}

/** The lists for the current layout: one list, filtered results, or Top choices + All boards (BOARD-021). */
function BoardLists({
  boards,
  shortlist,
  query,
  saveStates,
  busy,
  onPick,
}: {
  boards: PickerBoardItem[];
  shortlist: string[];
  query: string;
  saveStates: SaveStates;
  busy: boolean;
  onPick: (board: PickerBoardItem) => void;
}) {
  const topId = useId();
  const allId = useId();
  const lists = pickerLists(boards, shortlist, query);
  const rows = (items: PickerBoardItem[], labelledBy?: string) => (
    <ul className="cb-picker__list" aria-labelledby={labelledBy}>
      {items.map((board) => (
        <BoardRow
          key={board.id}
          board={board}
          query={query}
          state={boardRowState(saveStates, board.id)}
          disabled={busy}
          onPick={onPick}
        />
      ))}
    </ul>
  );
  if (boards.length === 0) return <p className="cb-muted">{t("boards.picker.noBoards")}</p>;
  if (lists.layout !== "top_choices_and_all") {
    if (lists.boards.length === 0) {
      return (
        <p className="cb-muted" role="status">
          {t("boards.picker.noMatches", { query: query.trim() })}
        </p>
      );
    }
    return rows(lists.boards);
  }
  return (
    <div className="cb-picker__lists">
      {lists.topChoices.length > 0 ? (
        <section>
          <h3 id={topId} className="cb-picker__heading">
            {t("boards.picker.topChoices")}
          </h3>
          {rows(lists.topChoices, topId)}
        </section>
      ) : null}
      <section>
        <h3 id={allId} className="cb-picker__heading">
          {t("boards.picker.allBoards")}
        </h3>
        {rows(lists.allBoards, allId)}
      </section>
    </div>
  );
}
