import { cebuanoCatalogs } from './cebuano';
import { englishCatalogs } from './english';
import { filipinoCatalogs } from './filipino';

type Area = keyof typeof englishCatalogs;

/**
 * Each area's English, Filipino and Cebuano, for the parity tests. The app itself never
 * imports this file: it would put every language into the first download (see resources.ts).
 */
export const catalogs = (Object.keys(englishCatalogs) as Area[]).map((name) => ({
  name,
  en: englishCatalogs[name],
  tl: filipinoCatalogs[name],
  ceb: cebuanoCatalogs[name],
}));
