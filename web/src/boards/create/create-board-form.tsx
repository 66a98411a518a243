import {
  type BoardCreator,
  boardCreateRequest,
  canCreateBoard,
  privacyControl,
  validateBoardName,
} from "@corkboard/core/boards";
import { t } from "@corkboard/core/messages";
import { type FormEvent, useState } from "react";
import { Button, Switch, showToast, TextField } from "../../ui/index.ts";
import { type PickerBoardItem, useBoardTitleSuggestions, useCreateBoard } from "../api.ts";
import { boardFailureLines } from "../failure-lines.ts";
import { CollaboratorEntry, type Invitee } from "./collaborator-entry.tsx";
import "./create-board.css";

/** Props of the create-board form. */
export interface CreateBoardFormProps {
  creator: BoardCreator;
  /** The pin being saved: its board title suggestions are offered (BOARD-042). */
  pinId?: string | null | undefined;
  onCancel: () => void;
  onCreated: (board: PickerBoardItem) => void;
}

/**
 * Creating a board inside the picker (BOARD-027…BOARD-041): a required name of at most 50
 * characters, "Create" disabled while the name is blank, an error shows or it is saving; a
 * secret toggle (default public) or, for an ad-account collaborator, the disabled protected
 * switch; collaborators by person or email; name ideas from the pin.
 */
export function CreateBoardForm({ creator, pinId, onCancel, onCreated }: CreateBoardFormProps) {
  const [name, setName] = useState("");
  const [touched, setTouched] = useState(false);
  const [secret, setSecret] = useState(false);
  const [invitees, setInvitees] = useState<Invitee[]>([]);
  const create = useCreateBoard();
  const saving = create.isPending;
  const [serverError, setServerError] = useState<string[] | null>(null);
  const control = privacyControl(creator);

  const suggestions = useBoardTitleSuggestions(pinId);

  const failure = validateBoardName(name);
  // "Required" waits until the field was left or submitted; "too long" shows at once.
  const shownFailure = failure && (failure.rule === "too_long" || touched) ? failure : null;
  const enabled = canCreateBoard({ name, hasError: failure !== null || serverError !== null, saving });

  const edit = (value: string) => {
    setName(value);
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!enabled) return;
    const userIds = invitees.flatMap((i) => (i.kind === "user" ? [i.id] : []));
    const emails = invitees.flatMap((i) => (i.kind === "email" ? [i.email] : []));
    create.mutate(
      { request: boardCreateRequest(creator, name, secret), invites: { userIds, emails } },
      {
        onSuccess: ({ board, inviteError }) => {
          // The board exists either way: a failed invite is told, not a failed create.
          if (inviteError) showToast(boardFailureLines(inviteError).join(" "), "error");
          onCreated(board);
        },
        onError: (error) => setServerError(boardFailureLines(error)),
      },
    );
  };

  return (
    <form className="cb-create-board" onSubmit={submit} noValidate>
      <TextField
        label={t("boards.name.label")}
        value={name}
        onChange={(event) => edit(event.target.value)}
        onBlur={() => setTouched(true)}
        error={shownFailure ? t(shownFailure.messageKey, shownFailure.values) : undefined}
        autoComplete="off"
        required
      />
      {suggestions.data && suggestions.data.length > 0 ? (
        <div className="cb-create-board__ideas">
          <p className="cb-create-board__label">{t("boards.create.suggestions")}</p>
          <ul>
            {suggestions.data.map((idea) => (
              <li key={idea.title}>
                <Button
                  variant="secondary"
                  aria-label={t("boards.create.useSuggestion", { title: idea.title })}
                  onClick={() => edit(idea.title)}
                >
                  {idea.title}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {control.kind === "secret_toggle" ? (
        <Switch
          label={t("boards.privacy.secret")}
          description={<span className="cb-muted">{t("boards.create.secretHint")}</span>}
          checked={secret}
          onChange={(event) => setSecret(event.target.checked)}
        />
      ) : (
        <Switch label={t("boards.privacy.protected")} checked disabled readOnly />
      )}
      <CollaboratorEntry invitees={invitees} onChange={setInvitees} />
      {serverError ? (
        <div role="alert" className="cb-create-board__error">
          {serverError.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <div className="cb-create-board__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t("boards.create.cancel")}
        </Button>
        <Button variant="primary" type="submit" disabled={!enabled} aria-busy={saving || undefined}>
          {t("boards.create.submit")}
        </Button>
      </div>
    </form>
  );
}
