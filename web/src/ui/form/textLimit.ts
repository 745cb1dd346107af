// How far a text is from its length limit, counted as the shared schemas count it: they trim
// before .max(), so spaces typed at either end never count, and zod's .max() counts code
// points, so an emoji is one character, not two.

/** From this share of the limit on, a counter speaks up (aria-live) and stands out. */
const NEAR_SHARE = 0.9;

export interface TextLimit {
  length: number;
  max: number;
  /** Close enough to the limit (or past it) that screen readers hear the count. */
  near: boolean;
  /** Past the limit: the schema refuses it, so the field says so at once. */
  over: boolean;
}

export function textLimit(text: string, max: number): TextLimit {
  const length = Array.from(text.trim()).length;
  return { length, max, near: length >= Math.floor(max * NEAR_SHARE), over: length > max };
}
