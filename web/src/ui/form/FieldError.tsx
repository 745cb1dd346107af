/** A field's error beside it; the id is what the control's aria-describedby points at. */
export function FieldError({
  id,
  message,
  live = false,
}: {
  id: string;
  message: string | undefined;
  /** For errors that appear without a submit (a photo that failed): announce them. */
  live?: boolean;
}) {
  // A live region must exist before its text arrives, or screen readers miss the change.
  if (!message) return live ? <p id={id} role="alert" className="sr-only" /> : null;
  return (
    <p
      id={id}
      role={live ? 'alert' : undefined}
      className="mt-1 flex items-start gap-1 font-medium text-danger-700"
    >
      <span aria-hidden="true">⚠</span>
      <span>{message}</span>
    </p>
  );
}
