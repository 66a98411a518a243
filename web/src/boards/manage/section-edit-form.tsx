import {
  canAddSection,
  normalizeBoardName,
  sectionCreateErrorText,
  validateSectionName,
} from "@corkboard/core/boards";
import type { BoardSection } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { ErrorText } from "@corkboard/core/pins";
import { type FormEvent, useState } from "react";
import { errorMessage, errorTextString } from "../../platform/api/index.ts";
import { Button, TextField } from "../../ui/index.ts";
import { useUpdateSection } from "../api.ts";

interface SectionEditFormProps {
  section: Pick<BoardSection, "id" | "title">;
  /** Runs once the section's reads are fresh (the write's invalidation is awaited). */
  onSaved: (section: BoardSection) => void;
}

/**
 * Renaming a section (IMPL-027) by the add-section rules: "Save" and Enter only with a
 * trimmed, non-empty name within the limit, no error and no save running; any edit clears
 * the error; a failure shows message_detail, else message (BOARD-051…BOARD-055).
 */
export function SectionEditForm({ section, onSaved }: SectionEditFormProps) {
  const [name, setName] = useState(section.title);
  const [serverError, setServerError] = useState<ErrorText | null>(null);
  const update = useUpdateSection();
  const saving = update.isPending;
  const lengthFailure = validateSectionName(name);
  const error: ErrorText | null =
    serverError ??
    (lengthFailure ? { messageKey: lengthFailure.messageKey, values: lengthFailure.values } : null);
  const enabled = canAddSection({ name, hasError: error !== null, saving });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    update.mutate(
      { section_id: section.id, name: normalizeBoardName(name) },
      {
        onSuccess: onSaved,
        onError: (failure) =>
          setServerError({ text: errorMessage(failure, { rule: sectionCreateErrorText }) }),
      },
    );
  };

  return (
    <form className="cb-form" onSubmit={submit} noValidate>
      <TextField
        label={t("boards.section.nameLabel")}
        value={name}
        onChange={(event) => {
          setServerError(null);
          setName(event.target.value);
        }}
        error={error ? errorTextString(error) : undefined}
      />
      <div className="cb-form__actions">
        <Button type="submit" variant="primary" disabled={!enabled} aria-busy={saving}>
          {t("manage.board.save")}
        </Button>
      </div>
    </form>
  );
}
