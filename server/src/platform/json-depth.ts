/** The deepest nesting of arrays and objects a JSON body may have; no request needs more. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found in one pass over the text
 * before it is parsed: a body 1.5 million levels deep cost JSON.parse most of a second, and
 * every walk over the parsed value after it. Brackets inside strings do not count. Text that is
 * not JSON is JSON.parse's to refuse; this only counts.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let i = 0;
  const length = text.length;
  while (i < length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = endOfString(text, i + 1);
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
    i += 1;
  }
  return false;
}

/**
 * The index of the quote that closes the string starting at `from` (or the text's end). Jumps
 * from quote to quote with indexOf, so a photo's base64 costs little: a quote is escaped when
 * an odd number of backslashes comes right before it.
 */
function endOfString(text: string, from: number): number {
  let quote = text.indexOf('"', from);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}
