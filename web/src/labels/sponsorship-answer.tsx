import type { NotificationItem } from "@corkboard/core/contract";
import { SPONSORSHIP_STATUS } from "@corkboard/core/labels";
import { labelMessages, registerMessages, t } from "@corkboard/core/messages";
import { errorMessage } from "../platform/api/index.ts";
import { Button, showToast } from "../ui/index.ts";
import { useAnswerSponsorship } from "./api.ts";

registerMessages(labelMessages);

/**
 * Approve or Decline, on the named business's notification (D-035); once answered, the
 * answer, which can still be changed.
 */
export function SponsorshipAnswer({ item }: { item: NotificationItem }) {
  const answer = useAnswerSponsorship();
  const pin = item.pin;
  if (!pin) return null;
  const status = pin.sponsorship_status;
  const send = (approve: boolean) =>
    answer.mutate(
      { pin_id: pin.id, approve },
      {
        onSuccess: () =>
          showToast(t(approve ? "labels.notification.approved" : "labels.notification.declined")),
        onError: (error) => showToast(errorMessage(error), "error"),
      },
    );
  return (
    <span className="cb-notification__actions">
      {status === SPONSORSHIP_STATUS.APPROVED ? (
        <span className="cb-muted">{t("labels.notification.approved")}</span>
      ) : status === SPONSORSHIP_STATUS.DECLINED ? (
        <span className="cb-muted">{t("labels.notification.declined")}</span>
      ) : null}
      {status !== SPONSORSHIP_STATUS.APPROVED ? (
        <Button variant="primary" disabled={answer.isPending} onClick={() => send(true)}>
          {t("labels.notification.approve")}
        </Button>
      ) : null}
      {status !== SPONSORSHIP_STATUS.DECLINED ? (
        <Button disabled={answer.isPending} onClick={() => send(false)}>
          {t("labels.notification.decline")}
        </Button>
      ) : null}
    </span>
  );
}
