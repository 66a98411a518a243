/**
 * A form's failure under its fields, announced to screen readers (role alert), in the
 * fields' error style; nothing when there is no failure.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="cb-text-field__error">
      {message}
    </p>
  );
}
