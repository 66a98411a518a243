import {
  canChangePrivacy,
  canCreateBoard,
  normalizeBoardName,
  validateBoardName,
} from "@corkboard/core/boards";
import type { Board, ViewerBoard } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { Button, Switch, TextArea, TextField } from "../../ui/index.ts";
import { useUpdateBoard } from "../api.ts";
import { boardFailureLines } from "../failure-lines.ts";

interface BoardEditFormProps {
  board: Pick<Board, "id" | "name" | "description" | "privacy">;
  /** Runs once the board's reads are fresh (the write's invalidation is awaited). */
  onSaved: (board: ViewerBoard) => void;
}

/**
 * Editing a board (IMPL-027): its name (required, at most 50 characters after trimming:
 * BOARD-029…BOARD-031), description and privacy — public or secret, a protected board's
 * never changes (BOARD-036). A failure shows the server's message and detail (BOARD-041).
 */
export function BoardEditForm({ board, onSaved }: BoardEditFormProps) {
  const [name, setName] = useState(board.name);
  const [description, setDescription] = useState(board.description);
  const [secret, setSecret] = useState(board.privacy === "secret");
  const [touched, setTouched] = useState(false);
  const update = useUpdateBoard(board.id);
  const saving = update.isPending;
  const [failure, setFailure] = useState<string[] | null>(null);
  const nameFailure = validateBoardName(name);
  const nameError = touched && nameFailure ? t(nameFailure.messageKey, nameFailure.values) : undefined;
  const enabled = canCreateBoard({ name, hasError: nameFailure !== null, saving });
  const privacyLocked = !canChangePrivacy(board.privacy);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!enabled) return;
    setFailure(null);
    update.mutate(
      {
        board_id: board.id,
        name: normalizeBoardName(name),
        description: description.trim(),
        ...(privacyLocked ? {} : { privacy: secret ? "secret" : "public" }),
      },
      { onSuccess: onSaved, onError: (error) => setFailure(boardFailureLines(error)) },
    );
  };

  return (
    <form className="cb-form" onSubmit={submit} noValidate>
      <TextField
        label={t("boards.name.label")}
        value={name}
        onChange={(event) => {
          setTouched(true);
          setFailure(null);
          setName(event.target.value);
        }}
        error={nameError}
      />
      <TextArea
        label={t("manage.board.description")}
        value={description}
        onChange={(event) => {
          setFailure(null);
          setDescription(event.target.value);
        }}
      />
      {privacyLocked ? (
        <Switch label={t("boards.privacy.protected")} checked disabled readOnly />
      ) : (
        <Switch
          label={t("boards.privacy.secret")}
          checked={secret}
          onChange={(event) => setSecret(event.target.checked)}
        />
      )}
      {failure ? (
        <div role="alert" className="cb-text-field__error">
          {failure.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <div className="cb-form__actions">
        <Button type="submit" variant="primary" disabled={!enabled} aria-busy={saving}>
          {t("manage.board.save")}
        </Button>
      </div>
    </form>
  );
}
