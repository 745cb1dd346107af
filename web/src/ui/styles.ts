// Shared class lists so every button and link-button has the same size, focus and contrast.
// min-h-11 = 44 px: the smallest comfortable tap target on a phone (WCAG 2.5.5 / 2.5.8).
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold transition-[color,background-color,border-color] disabled:cursor-not-allowed disabled:opacity-60';

export const buttonPrimary = `${base} bg-brand-700 text-white hover:bg-brand-800`;
export const buttonAccent = `${base} bg-accent-700 text-white hover:bg-accent-800`;
export const buttonSecondary = `${base} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;
export const buttonDanger = `${base} bg-danger-700 text-white hover:bg-danger-800`;
/** A label styled as a button that opens the hidden file input inside it, showing its focus ring. */
export const filePickerButton = `${buttonSecondary} cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-700`;

/** Inline text links: underlined so they do not rely on colour alone. */
export const textLink =
  'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';
/** A text link standing on its own line: as tall as a thumb needs (44 px). */
export const touchLink = `${textLink} inline-flex min-h-11 items-center`;

/** A centred reading column with comfortable side padding on small screens. */
export const pageColumn = 'mx-auto w-full max-w-3xl px-4 py-6 sm:py-8';
