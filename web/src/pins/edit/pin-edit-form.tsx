import type { PinDetail } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { type PinTextField, saveFailureText, validatePinFields } from "@corkboard/core/pins";
import {
  type ProductFormValues,
  productEditOf,
  productFormErrors,
  productFormValues,
} from "@corkboard/core/shopping";
import { type FormEvent, useMemo, useState } from "react";
import { errorMessage } from "../../platform/api/index.ts";
import { Button, FormError, Select, showToast, TextArea, TextField } from "../../ui/index.ts";
import { useUpdatePin } from "../api.ts";
import { ProductFields } from "./product-fields.tsx";
import { useBoardSections, useViewerBoards } from "./use-viewer-boards.ts";

/** What the pinner can change on a pin (IMPL-023). */
export interface PinEditValues {
  title: string;
  description: string;
  /** The image's alt text (issue 20, D-055). */
  altText: string;
  link: string;
  boardId: string;
  sectionId: string | null;
  /** Product data (IMPL-036). */
  product: ProductFormValues;
}

/** The form's starting values: the pin as it is. */
export function pinEditValues(pin: PinDetail): PinEditValues {
  return {
    title: pin.title,
    description: pin.description,
    altText: pin.alt_text,
    link: pin.link ?? "",
    boardId: pin.board.id,
    sectionId: pin.section?.id ?? null,
    product: productFormValues(pin.product),
  };
}

/** The PinResource update request for the edited values (a blank link clears it). */
export function pinUpdateRequest(pinId: string, values: PinEditValues) {
  return {
    id: pinId,
    title: values.title.trim(),
    description: values.description.trim(),
    alt_text: values.altText.trim(),
    link: values.link.trim() || null,
    board_id: values.boardId,
    section: values.sectionId,
    product: productEditOf(values.product),
  };
}

function fieldErrors(values: PinEditValues): Partial<Record<PinTextField, string>> {
  const errors: Partial<Record<PinTextField, string>> = {};
  for (const failure of validatePinFields(values)) {
    errors[failure.field] = t(failure.messageKey, failure.values);
  }
  return errors;
}

interface PinEditFormProps {
  pin: PinDetail;
  onSaved: () => void;
  onDelete: () => void;
}

/**
 * The pin edit form (IMPL-023): title, description and link, each checked against its
 * limit as it is typed (PIN-059), the board and section the pin sits on, and its product
 * data (IMPL-036). "Save" waits
 * until every field is within its limit; a failed save shows the server's words.
 */
export function PinEditForm({ pin, onSaved, onDelete }: PinEditFormProps) {
  const [values, setValues] = useState(() => pinEditValues(pin));
  const update = useUpdatePin();
  const saving = update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const errors = useMemo(() => fieldErrors(values), [values]);
  const productErrors = useMemo(() => productFormErrors(values.product), [values.product]);
  const boards = useViewerBoards();
  const boardList = boards.data?.all_boards ?? [];
  const chosenBoard = boardList.find((board) => board.id === values.boardId) ?? null;
  const sections = useBoardSections(values.boardId);
  const hasErrors = Object.keys(errors).length + Object.keys(productErrors).length > 0;

  const edit = (patch: Partial<PinEditValues>) => {
    setFailure(null);
    setValues((current) => ({ ...current, ...patch }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors || saving) return;
    update.mutate(pinUpdateRequest(pin.id, values), {
      onSuccess: () => {
        showToast(t("pinEdit.saved"));
        onSaved();
      },
      onError: (error) => setFailure(errorMessage(error, { rule: saveFailureText })),
    });
  };

  return (
    <form className="cb-form" onSubmit={submit} noValidate>
      <TextField
        label={t("pinEdit.titleField")}
        value={values.title}
        onChange={(event) => edit({ title: event.target.value })}
        error={errors.title}
      />
      <TextArea
        label={t("pinEdit.description")}
        value={values.description}
        onChange={(event) => edit({ description: event.target.value })}
        error={errors.description}
      />
      <TextArea
        label={t("pinEdit.altText")}
        description={t("pinEdit.altTextHint")}
        value={values.altText}
        onChange={(event) => edit({ altText: event.target.value })}
        error={errors.altText}
      />
      <TextField
        label={t("pinEdit.link")}
        type="url"
        inputMode="url"
        value={values.link}
        onChange={(event) => edit({ link: event.target.value })}
        error={errors.link}
      />
      <Select
        label={t("pinEdit.board")}
        value={values.boardId}
        onChange={(event) => edit({ boardId: event.target.value, sectionId: null })}
      >
        {chosenBoard ? null : <option value={pin.board.id}>{pin.board.name}</option>}
        {boardList.map((board) => (
          <option key={board.id} value={board.id}>
            {board.name}
          </option>
        ))}
      </Select>
      <Select
        label={t("pinEdit.section")}
        value={values.sectionId ?? ""}
        onChange={(event) => edit({ sectionId: event.target.value || null })}
      >
        <option value="">{t("pinEdit.noSection")}</option>
        {values.sectionId && !sections.data?.some((section) => section.id === values.sectionId) ? (
          <option value={values.sectionId}>{pin.section?.title ?? values.sectionId}</option>
        ) : null}
        {(sections.data ?? []).map((section) => (
          <option key={section.id} value={section.id}>
            {section.title}
          </option>
        ))}
      </Select>
      <ProductFields
        values={values.product}
        errors={productErrors}
        onChange={(patch) => edit({ product: { ...values.product, ...patch } })}
      />
      <FormError message={failure} />
      <div className="cb-form__actions">
        <Button variant="secondary" onClick={onDelete}>
          {t("pinEdit.delete")}
        </Button>
        <Button type="submit" variant="primary" disabled={hasErrors || saving} aria-busy={saving}>
          {t("pinEdit.save")}
        </Button>
      </div>
    </form>
  );
}
