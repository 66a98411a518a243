import {
  canAddSection,
  normalizeBoardName,
  sectionCreateErrorText,
  validateSectionName,
} from "@corkboard/core/boards";
import { type BoardSection, sectionUpdateEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import type { ErrorText } from "@corkboard/core/pins";
import { type FormEvent, useState } from "react";
import { errorTextString, fetchEndpoint } from "../../platform/api/index.ts";
import { Button, TextField } from "../../ui/index.ts";
import { useSaveCall } from "./use-save-call.ts";

interface SectionEditFormProps {
  section: Pick<BoardSection, "id" | "title">;
  onSaved: (section: BoardSection) => void | Promise<void>;
}

/**
 * Renaming a section (IMPL-027) by the add-section rules: "Save" and Enter only with a
 * trimmed, non-empty name within the limit, no error and no save running; any edit clears
 * the error; a failure shows message_detail, else message (BOARD-051…BOARD-055).
 */
export function SectionEditForm({ section, onSaved }: SectionEditFormProps) {
  const [name, setName] = useState(section.title);
  const [serverError, setServerError] = useState<ErrorText | null>(null);
  const { saving, save } = useSaveCall();
  const lengthFailure = validateSectionName(name);
  const error: ErrorText | null =
    serverError ??
    (lengthFailure ? { messageKey: lengthFailure.messageKey, values: lengthFailure.values } : null);
  const enabled = canAddSection({ name, hasError: error !== null, saving });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!enabled) return;
    await save(
      () => fetchEndpoint(sectionUpdateEndpoint, { section_id: section.id, name: normalizeBoardName(name) }),
      onSaved,
      (failure) => setServerError(sectionCreateErrorText(failure)),
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
