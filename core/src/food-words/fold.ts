// Text as search compares it: lower case, accents gone (ñ = n, é = e). The databases fold a
// post's title the same way (migration 0024), so the server and the index agree.

/** Lower case without accents or other combining marks. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The folded words of a text: runs of letters and digits (hyphens and apostrophes split). */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
