import lowDataEn from '../features/low-data/i18n.en.json';
import appEn from './en.json';

/**
 * The English of the app's frame (header, menu, footer, banners, gates, pagination) in the
 * first download. Every other area's English comes with the code that draws it, the home
 * page's too: a feature's strings.ts registers it (addEnglish) as that code loads, before it
 * renders. All of the strings in the first download were 14 KiB gzip of the 150-160 KiB a first
 * visit may weigh (issue 22). strings.test.ts checks that no code draws a word its chunk lacks.
 */
export const shellCatalogs = {
  app: appEn,
  lowData: lowDataEn,
} as const;
