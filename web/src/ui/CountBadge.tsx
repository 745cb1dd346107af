const TONES = {
  // On the dark green header: in the menu's list beside the label; in the desktop bar on the
  // item's corner, so that a count arriving after the page has drawn moves nothing (CLS 0).
  onDark: 'ml-1.5 bg-accent-300 text-ink xl:absolute xl:-top-1 xl:-right-2 xl:ml-0',
  // On a light page, beside a tab's label.
  onLight: 'bg-accent-700 text-white',
  // On a light button's corner (which is `relative`): a count that changes after the page has
  // drawn (the feed's range, once the device's location is known) moves nothing (CLS 0).
  onLightCorner: 'absolute -top-2 -right-2 bg-accent-700 text-white shadow-sm',
};

/**
 * How many new or unread items there are, as a bubble beside a label; read out as `label`
 * (the bubble itself is hidden from screen readers). Nothing at all at zero.
 */
export function CountBadge({
  count,
  label,
  tone,
}: {
  count: number;
  label: string;
  tone: keyof typeof TONES;
}) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-bold ${TONES[tone]}`}
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">({label})</span>
    </>
  );
}
