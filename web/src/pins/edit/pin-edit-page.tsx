import { type PinDetail, pinEndpoint } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { pinPath } from "@corkboard/core/paths";
import { Suspense } from "react";
import { useLocation, useParams } from "wouter";
import { registerManageMessages } from "../../boards/index.ts";
import { NotFoundPage, PageError } from "../../errors/index.ts";
import { DisclosuresForm } from "../../labels/index.ts";
import { openConfirmWrite, useEndpoint } from "../../platform/api/index.ts";
import { useDocumentTitle } from "../../platform/document/use-document-title.ts";
import { Spinner, showToast } from "../../ui/index.ts";
import { deletePinWrite } from "../api.ts";
import { isPinner } from "./is-pinner.ts";
import { PinEditForm } from "./pin-edit-form.tsx";

registerManageMessages();

/** Asks before deleting a pin, then deletes it and goes to the board it was on (IMPL-023). */
export function confirmPinDelete(pin: PinDetail, navigate: (to: string) => void): void {
  openConfirmWrite({
    title: t("pinEdit.deleteTitle"),
    children: <p>{t("pinEdit.deleteBody")}</p>,
    confirmLabel: t("pinEdit.delete"),
    cancelLabel: t("manage.cancel"),
    write: deletePinWrite(pin.id),
    onDone: () => {
      showToast(t("pinEdit.deleted"));
      navigate(pin.board.url);
    },
  });
}

/**
 * /pin/{id}/edit/ (IMPL-023): the pinner edits the pin's texts and where it sits, or
 * deletes it. Anyone else finds no such page: a pin they may not edit is not found.
 */
export function PinEditPage() {
  const { id = "" } = useParams();
  const pin = useEndpoint(pinEndpoint, { id });
  const [, navigate] = useLocation();
  useDocumentTitle(t("pinEdit.title"), pin.isSuccess);

  if (pin.isPending) return <Spinner />;
  if (pin.isError) return <PageError error={pin.error} onRetry={() => void pin.refetch()} />;
  if (!isPinner(pin.data)) return <NotFoundPage />;
  return (
    <div className="cb-page cb-narrow-page">
      <h1>{t("pinEdit.title")}</h1>
      <PinEditForm
        pin={pin.data}
        onSaved={() => navigate(pinPath(id))}
        onDelete={() => confirmPinDelete(pin.data, navigate)}
      />
      <Suspense fallback={null}>
        <DisclosuresForm pinId={id} />
      </Suspense>
    </div>
  );
}
