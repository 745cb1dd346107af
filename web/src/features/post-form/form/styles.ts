// Class lists shared by the form's controls, so every input has the same size and states.

/** text-base (16 px) keeps mobile browsers from zooming in when an input takes focus. */
export const inputClass =
  'block min-h-11 w-full rounded-lg border border-ink-muted bg-white px-3 py-2 text-base text-ink placeholder:text-ink-muted/80 disabled:cursor-not-allowed disabled:bg-brand-50 disabled:text-ink-muted aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger-700';

export const labelClass = 'block font-semibold text-ink';

export const hintClass = 'mt-0.5 text-sm text-ink-muted';

/** Quick choices beside a field (Free, Today, ...): 44 px tall, pressed state visible. */
export const chipClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:border-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white disabled:cursor-not-allowed disabled:opacity-60';

/** A group of fields on a white card. */
export const sectionClass = 'space-y-5 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6';
