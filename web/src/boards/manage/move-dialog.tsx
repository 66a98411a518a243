import { type Board, boardPickerEndpoint, boardSectionsRepinEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { checkMove, isSamePlace, type PinPlace } from "@corkboard/core/pins";
import { type FormEvent, useId, useState } from "react";
import { useEndpoint } from "../../platform/api/index.ts";
import { Button, closeModal, FormError, Radio, Spinner } from "../../ui/index.ts";

interface MoveDialogProps {
  /** Where the pins are now. */
  from: PinPlace;
  board: Pick<Board, "id" | "name">;
  /**
   * Starts the move to `to`, named as the person chose it ("Kitchen in Home"); the dialog
   * closes at once, since the grid updates optimistically.
   */
  onMove: (to: PinPlace, placeName: string) => void;
}

const placeValue = (place: PinPlace) => `${place.boardId}:${place.sectionId ?? ""}`;

function parsePlace(value: string): PinPlace {
  const [boardId = "", sectionId = ""] = value.split(":");
  return { boardId, sectionId: sectionId || null };
}

/** A target; `placeName` is how the confirmation names it (the board alone, without "(no section)"). */
function Choice({
  place,
  label,
  name,
  placeName,
}: {
  place: PinPlace;
  label: string;
  name: string;
  placeName: string;
}) {
  return <Radio name={name} value={placeValue(place)} label={label} data-place-name={placeName} required />;
}

const sectionLabel = (section: string, board: string) => t("manage.move.toSection", { section, board });

/** The sections of another board, loaded once that board is chosen. */
function OtherBoardSections({ board, name }: { board: Pick<Board, "id" | "name">; name: string }) {
  const sections = useEndpoint(boardSectionsRepinEndpoint, { board_id: board.id });
  if (sections.isPending) return <Spinner />;
  return (
    <div className="cb-move__nested">
      {(sections.data ?? []).map((section) => (
        <Choice
          key={section.id}
          name={name}
          place={{ boardId: board.id, sectionId: section.id }}
          label={sectionLabel(section.title, board.name)}
          placeName={sectionLabel(section.title, board.name)}
        />
      ))}
    </div>
  );
}

/**
 * Where to move the selected pins (BOARD-066…BOARD-071): the sections of this board (and
 * the board itself when the pins are in a section), then the viewer's other boards and,
 * once one is picked, its sections. Native radios: arrow keys move between the choices.
 */
export function MoveDialog({ from, board, onMove }: MoveDialogProps) {
  const name = useId();
  const [choice, setChoice] = useState<{ value: string; placeName: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const sections = useEndpoint(boardSectionsRepinEndpoint, { board_id: board.id }).data ?? [];
  const boards = useEndpoint(boardPickerEndpoint, { filter: "all", shortlist_suggestions: 0 });
  const others = (boards.data?.all_boards ?? []).filter((other) => other.id !== board.id);
  const chosen = choice ? parsePlace(choice.value) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const refused = checkMove(from, chosen);
    if (refused) {
      setRefusal(t(refused.messageKey));
      return;
    }
    closeModal();
    onMove(chosen, choice?.placeName ?? "");
  };

  const here = [
    ...(from.sectionId !== null ? [{ place: { boardId: board.id, sectionId: null }, title: null }] : []),
    ...sections.map((section) => ({
      place: { boardId: board.id, sectionId: section.id },
      title: section.title,
    })),
  ].filter(({ place }) => !isSamePlace(place, from));

  return (
    <form
      className="cb-form cb-move"
      onSubmit={submit}
      onChange={(event) => {
        setRefusal(null);
        const target: EventTarget = event.target;
        if (target instanceof HTMLInputElement)
          setChoice({ value: target.value, placeName: target.dataset.placeName ?? "" });
      }}
    >
      <fieldset className="cb-move__group">
        <legend>{t("manage.move.thisBoard")}</legend>
        {here.map(({ place, title }) => (
          <Choice
            key={placeValue(place)}
            name={name}
            place={place}
            label={
              title === null
                ? t("manage.move.boardItself", { board: board.name })
                : sectionLabel(title, board.name)
            }
            placeName={title === null ? board.name : sectionLabel(title, board.name)}
          />
        ))}
      </fieldset>
      <fieldset className="cb-move__group">
        <legend>{t("manage.move.otherBoards")}</legend>
        {boards.isPending ? <Spinner /> : null}
        {others.map((other) => (
          <div key={other.id}>
            <Choice
              name={name}
              place={{ boardId: other.id, sectionId: null }}
              label={t("manage.move.boardItself", { board: other.name })}
              placeName={other.name}
            />
            {chosen?.boardId === other.id && other.section_count > 0 ? (
              <OtherBoardSections board={other} name={name} />
            ) : null}
          </div>
        ))}
      </fieldset>
      <FormError message={refusal} />
      <div className="cb-form__actions">
        <Button onClick={closeModal}>{t("manage.cancel")}</Button>
        <Button type="submit" variant="primary" disabled={!chosen}>
          {t("manage.move.button")}
        </Button>
      </div>
    </form>
  );
}
