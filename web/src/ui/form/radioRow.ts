// Apart from ui/styles.ts, which every first visit downloads: only forms and sheets use it.

/** A radio button as a whole row to tap, checked and focused rows outlined (sheets, forms). */
export const radioRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-brand-200 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700';
