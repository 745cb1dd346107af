import { buttonPrimary } from '../../../ui/styles';

/** A full-width submit button that says what is happening while the call runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button type="submit" disabled={busy} className={`${buttonPrimary} w-full text-lg`}>
      {busy ? (
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
        />
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}
