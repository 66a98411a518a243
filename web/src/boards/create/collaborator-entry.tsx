import { collaboratorEmailHint, collaboratorEmailState } from "@corkboard/core/boards";
import { t } from "@corkboard/core/messages";
import { useDeferredValue, useId, useState } from "react";
import { Button, CloseIcon, IconButton, TextField } from "../../ui/index.ts";
import { type CollaboratorSuggestion, useShareSuggestions } from "../api.ts";
// Its own styles, so the board-management pages can use it outside the create-board form.
import "./create-board.css";

/** A collaborator chosen in the create-board form: a user (by id) or an email address. */
export type Invitee = { kind: "user"; id: string; name: string } | { kind: "email"; email: string };

function inviteeName(invitee: Invitee): string {
  return invitee.kind === "user" ? invitee.name : invitee.email;
}

function suggestionName(suggestion: CollaboratorSuggestion): string {
  return suggestion.full_name || suggestion.title || suggestion.username || suggestion.id;
}

/**
 * Inviting collaborators while creating a board (seed 001 §6, BOARD-064): people from the
 * share-suggestions typeahead, or an email address with the seed's hints — "Keep typing!"
 * until it is an email, "Click to send!" when it is, "Done!" once chosen.
 */
export function CollaboratorEntry({
  invitees,
  onChange,
  boardId = null,
}: {
  invitees: Invitee[];
  onChange: (invitees: Invitee[]) => void;
  /** The board the invites are for, when it exists (the typeahead names it). */
  boardId?: string | null;
}) {
  const [typed, setTyped] = useState("");
  const [justAdded, setJustAdded] = useState(false);
  const term = useDeferredValue(typed.trim());
  const listId = useId();
  // A board still being created has no id yet: the typeahead then leaves nobody out.
  const suggestions = useShareSuggestions(term, boardId ?? null);
  const emailState = collaboratorEmailState(typed, justAdded);
  const looksLikeEmail = typed.includes("@");

  const add = (invitee: Invitee) => {
    const key = inviteeName(invitee).toLowerCase();
    if (!invitees.some((existing) => inviteeName(existing).toLowerCase() === key))
      onChange([...invitees, invitee]);
    setTyped("");
    setJustAdded(invitee.kind === "email");
  };

  const people = (suggestions.data ?? []).filter((s) => s.type !== "email");
  return (
    <div className="cb-create-board__collaborators">
      <TextField
        label={t("boards.collaborator.label")}
        placeholder={t("boards.collaborator.placeholder")}
        value={typed}
        autoComplete="off"
        onChange={(event) => {
          setTyped(event.target.value);
          setJustAdded(false);
        }}
        description={looksLikeEmail || justAdded ? t(collaboratorEmailHint(emailState)) : undefined}
        aria-controls={listId}
      />
      <ul id={listId} className="cb-create-board__suggestions" aria-label={t("boards.collaborator.results")}>
        {emailState === "click_to_send" ? (
          <li>
            <Button variant="tertiary" onClick={() => add({ kind: "email", email: typed.trim() })}>
              {t("boards.collaborator.invite", { name: typed.trim() })}
            </Button>
          </li>
        ) : null}
        {term.length > 0
          ? people.map((person) => (
              <li key={person.id}>
                <Button
                  variant="tertiary"
                  onClick={() => add({ kind: "user", id: person.id, name: suggestionName(person) })}
                >
                  {t("boards.collaborator.invite", { name: suggestionName(person) })}
                </Button>
              </li>
            ))
          : null}
      </ul>
      {invitees.length > 0 ? (
        <ul className="cb-create-board__invitees">
          {invitees.map((invitee) => (
            <li key={inviteeName(invitee)} className="cb-create-board__chip">
              <span>{inviteeName(invitee)}</span>
              <IconButton
                size="sm"
                icon={<CloseIcon size={14} />}
                label={t("boards.collaborator.remove", { name: inviteeName(invitee) })}
                onClick={() => onChange(invitees.filter((other) => other !== invitee))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
