import type { PinDetail } from "@corkboard/core/contract";
import { t } from "@corkboard/core/messages";
import { pinShareUrl, shareMailtoHref } from "@corkboard/core/pins";
import { useId, useRef } from "react";
import { Button, buttonClass, Modal, pinAltText, showToast } from "../../ui/index.ts";
import "./share.css";

/** True where the browser has a system share sheet (the Web Share API). */
function canShareNatively(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
}

/**
 * Copies `url` with the Clipboard API and says so in a toast; where the browser refuses (no
 * secure context, permission denied), the link field is selected so the reader can copy it.
 */
async function copyLink(url: string, field: HTMLInputElement | null): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(url);
    showToast(t("share.copied"), "notice");
  } catch {
    field?.focus();
    field?.select();
    showToast(t("share.copyFailed"), "error");
  }
}

/**
 * The share sheet (IMPL-021, D-051): the pin's link in a read-only field, Copy link (with its
 * toast), the system share sheet where the browser has one, and Send by email — Corkboard's
 * stand-in for the seed's "send to a conversation", which it has no conversations for.
 */
export function ShareSheet({ pin, open, onClose }: { pin: PinDetail; open: boolean; onClose: () => void }) {
  const url = pinShareUrl(window.location.origin, pin.id);
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  const title = pin.title.trim() || pinAltText(pin);
  const shareNatively = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // The reader closed the system sheet (AbortError) or it failed: the sheet stays open.
    }
  };
  return (
    <Modal
      open={open}
      title={t("share.title")}
      onClose={onClose}
      testId="share-sheet"
      initialFocusRef={copyRef}
    >
      <div className="cb-share">
        <div className="cb-text-field">
          <label htmlFor={fieldId} className="cb-text-field__label">
            {t("share.linkLabel")}
          </label>
          <input
            ref={fieldRef}
            id={fieldId}
            className="cb-text-field__input"
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <div className="cb-share__actions">
          <Button ref={copyRef} variant="primary" onClick={() => void copyLink(url, fieldRef.current)}>
            {t("share.copy")}
          </Button>
          {canShareNatively() ? (
            <Button onClick={() => void shareNatively()}>{t("share.system")}</Button>
          ) : null}
          <a className={buttonClass({ variant: "secondary" })} href={shareMailtoHref(url, title)}>
            {t("share.email")}
          </a>
        </div>
        {pin.board.privacy !== "public" ? <p>{t("share.secretNote")}</p> : null}
        <p className="cb-muted">{t("share.conversationNote")}</p>
      </div>
    </Modal>
  );
}
