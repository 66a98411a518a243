import {
  calendarDateToEpochSeconds,
  parseCalendarDate,
  UNDERAGE_CONFIRM,
  underageCookieString,
} from "@corkboard/core/auth";
import { formatDate, t } from "@corkboard/core/messages";
import { useState } from "react";
import { pageLoad } from "../platform/navigation/page-load.ts";
import { Button, showToast } from "../ui/index.ts";

interface UnderageStepProps {
  /** What the birthday field holds ("YYYY-MM-DD"). */
  birthday: string;
  onEdit: () => void;
  /** Closes the modal so the toast shows (none on the page). */
  onConfirmed: () => void;
}

function longDate(birthday: string): string {
  const day = parseCalendarDate(birthday);
  if (!day) return birthday;
  // The day is midnight UTC (core's wire form), so format it in UTC too.
  return formatDate(calendarDateToEpochSeconds(day) * 1000, { dateStyle: "long", timeZone: "UTC" });
}

/**
 * UnderageConfirmation (AUTH-051, AUTH-137, D-014): Edit goes back to the signup form with
 * the birthday to fix; Confirm marks the device underage, shows the ineligible message as an
 * error toast for 3500 ms and leaves for / after 4000 ms.
 */
export function UnderageStep({ birthday, onEdit, onConfirmed }: UnderageStepProps) {
  const [confirmed, setConfirmed] = useState(false);
  const confirm = () => {
    setConfirmed(true);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
    document.cookie = underageCookieString(window.location.protocol === "https:");
    showToast(t(UNDERAGE_CONFIRM.toastMessageKey), "error", false, UNDERAGE_CONFIRM.toastMs);
    onConfirmed();
    setTimeout(() => pageLoad.assign(UNDERAGE_CONFIRM.redirectTo), UNDERAGE_CONFIRM.redirectAfterMs);
  };
  return (
    <div className="cb-auth-form">
      <p>{t("auth.underage.body", { birthday: longDate(birthday) })}</p>
      <Button variant="secondary" size="lg" onClick={onEdit} disabled={confirmed}>
        {t("auth.underage.edit")}
      </Button>
      <Button variant="primary" size="lg" onClick={confirm} disabled={confirmed}>
        {t("auth.underage.confirm")}
      </Button>
    </div>
  );
}
