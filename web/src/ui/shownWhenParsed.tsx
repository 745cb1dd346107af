/**
 * A part of the first screen whose boxes move as its markup is parsed (a right-aligned group
 * whose later children push the earlier ones left: the language switch, the desktop nav, the
 * feed's Filters and Grid/List, a post's distance and actions; the footer, which a short page
 * rests on the screen's bottom edge). Chromium may draw a page it has not parsed whole, on a
 * slow phone or network, and such a part then moved as the rest came in (a layout shift of
 * 0.001-0.007 in about one throttled load in three). With this class the part is invisible
 * until its end mark, `<ParsedEnd />` (after its last part, where the markup allows a span), has been parsed (index.css), so it appears whole.
 * Nothing else waits: holding the whole first frame for such parts instead
 * (`<link rel=expect blocking=render>`) drew the first paint 100-250 ms later.
 * Only for a part whose growing moves nothing visible around it.
 */
export const SHOWN_WHEN_PARSED = 'shown-when-parsed';

/** The end mark of a `SHOWN_WHEN_PARSED` part, inside it after what moves. */
export function ParsedEnd() {
  return <span className="parsed-end" hidden />;
}
