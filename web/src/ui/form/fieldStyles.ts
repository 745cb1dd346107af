// 16 px text in inputs: smaller text makes mobile browsers zoom the page on focus.
export const fieldLabel = 'mb-1 block text-sm font-semibold text-ink';
export const fieldControl =
  'block min-h-11 w-full rounded-lg border border-brand-300 bg-white px-3 text-base text-ink disabled:cursor-not-allowed disabled:border-brand-100 disabled:bg-brand-50 disabled:text-ink-muted';
