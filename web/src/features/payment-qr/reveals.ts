import type { QrPhReveal } from '@core/qrph/read';

/** paymentQr.reveals.*: what buyers who reserve will see, in one sentence. */
export type RevealsWords = 'nameAndNumber' | 'name' | 'number' | 'nothing';

/** The sentence for the server's `reveals`, whatever order or repeats it comes in. */
export function revealsWords(reveals: readonly QrPhReveal[]): RevealsWords {
  const name = reveals.includes('full_name');
  const number = reveals.includes('mobile_number');
  if (name && number) return 'nameAndNumber';
  if (name) return 'name';
  return number ? 'number' : 'nothing';
}
