import { sectionCreateRequest } from "@corkboard/core/boards";
import type { BoardSection } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { Button, TextField } from "../../ui/index.ts";
import { useCreateSection } from "../api.ts";
import { useSectionNameForm } from "../use-section-name-form.ts";

interface AddSectionFormProps {
  boardId: string;
  /** Pins to move into the new section (pinImport → initial_pins, BOARD-058). */
  pinImport?: readonly string[];
  /** Called with the new section once the server made it (BOARD-059). */
  onCreated: (section: BoardSection) => void | Promise<void>;
}

/**
 * The add-section form (BOARD-050…BOARD-055): a name field and "Add", with the section-name
 * rules of useSectionNameForm; the name goes trimmed (BOARD-054).
 */
export function AddSectionForm({ boardId, pinImport, onCreated }: AddSectionFormProps) {
  const create = useCreateSection();
  const form = useSectionNameForm(
    (name) => create.mutateAsync(sectionCreateRequest({ boardId, name, pinImport: pinImport ?? [] })),
    onCreated,
  );

  return (
    <form className="cb-form" onSubmit={form.submit} noValidate>
      <TextField {...form.field} autoFocus />
      <div className="cb-form__actions">
        <Button type="submit" variant="primary" disabled={!form.enabled} aria-busy={form.saving}>
          {t("boards.section.add")}
        </Button>
      </div>
    </form>
  );
}
