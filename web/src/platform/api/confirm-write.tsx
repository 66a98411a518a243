import { ConfirmDialog, type ConfirmDialogProps, closeModal, openModal } from "../../ui/index.ts";
import { type ErrorMessageOptions, errorMessage } from "./error-text.ts";
import { type ApiMutationOptions, useApiMutation } from "./use-endpoint-mutation.ts";

/** A confirmation whose action is a write (deleting a board, section or pin, removing someone). */
export interface ConfirmWriteProps<D>
  extends Omit<ConfirmDialogProps, "onConfirm" | "failureText" | "pending" | "failure"> {
  /** The write to make, as its feature's api.ts declares it; the dialog closes once it succeeded. */
  write: ApiMutationOptions<void, D>;
  /** What follows a done write, before the dialog closes: a toast, another page. */
  onDone?: (data: D) => void;
  /** How a failure is worded in the dialog (by default the server's words, D-026). */
  errorText?: ErrorMessageOptions;
}

/**
 * The design system's ConfirmDialog running a write (D-026, D-030): the confirming button is
 * busy while the mutation is pending, a failure stays in the dialog in errorMessage's
 * words, and the write's declared invalidation runs before onDone.
 */
export function ConfirmWrite<D>({ write, onDone, errorText, ...dialog }: ConfirmWriteProps<D>) {
  const mutation = useApiMutation(write);
  return (
    <ConfirmDialog
      {...dialog}
      pending={mutation.isPending}
      failure={mutation.error ? errorMessage(mutation.error, errorText ?? { serverWords: true }) : null}
      onConfirm={async () => {
        const data = await mutation.mutateAsync();
        onDone?.(data);
      }}
    />
  );
}

/** Opens a ConfirmWrite in the app's modal host; it closes itself once the write is done. */
export function openConfirmWrite<D>(
  props: Omit<ConfirmWriteProps<D>, "onClose"> & { onClose?: () => void },
): void {
  const { onClose, ...rest } = props;
  openModal({
    element: (
      <ConfirmWrite
        {...rest}
        onClose={() => {
          closeModal();
          onClose?.();
        }}
      />
    ),
  });
}
