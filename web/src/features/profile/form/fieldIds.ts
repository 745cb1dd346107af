/** Ids that tie a field's input, hint and error together (aria-describedby). */
export function fieldIds(name: string) {
  const input = `profile-${name.replace(/_/g, '-')}`;
  return { input, hint: `${input}-hint`, error: `${input}-error` };
}

/** aria-describedby for a field: its hint, then its error when there is one. */
export function describedBy(name: string, hasHint: boolean, hasError: boolean) {
  const ids = fieldIds(name);
  return (
    [hasHint ? ids.hint : null, hasError ? ids.error : null].filter(Boolean).join(' ') || undefined
  );
}
