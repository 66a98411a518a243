import { t } from "@corkboard/core/messages";
import { type ApiMutationOptions, errorMessage, useApiMutation } from "../../platform/api/index.ts";
import { Button, closeModal, FormError } from "../../ui/index.ts";

interface ConfirmBodyProps<D> {
  /** What will happen, in words. */
  text: string;
  /** The confirming button's label ("Delete"). */
  confirmLabel: string;
  /** The write to make (boards/api.ts declares it); the modal closes after it succeeds. */
  write: ApiMutationOptions<void, D>;
  /** What follows a done write: a toast, another page. */
  onDone: (data: D) => void;
}

/**
 * The body of a confirmation modal (deleting a board, section or pin, removing someone):
 * the consequence, Cancel and the confirming button, busy while the write runs. A failure
 * stays in the modal with the server's words.
 */
export function ConfirmBody<D>({ text, confirmLabel, write, onDone }: ConfirmBodyProps<D>) {
  const mutation = useApiMutation(write);
  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: (data) => {
        closeModal();
        onDone(data);
      },
    });
  const failure = mutation.error ? errorMessage(mutation.error, { serverWords: true }) : null;
  return (
    <div className="cb-manage-form">
      <p>{text}</p>
      <FormError message={failure} />
      <div className="cb-manage-form__actions">
        <Button onClick={closeModal}>{t("manage.cancel")}</Button>
        <Button
          variant="primary"
          onClick={confirm}
          disabled={mutation.isPending}
          aria-busy={mutation.isPending}
        >
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
