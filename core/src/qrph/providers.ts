import type { Language } from '../languages';

// Who holds the money a QR Ph code sends: the acquirer's BIC (SWIFT code) in sub-ID 01 of the
// QR Ph template, named as people know it. Any other bank or wallet of InstaPay is named by
// what it is, not guessed at.

export const QRPH_PROVIDERS = {
  GXCHPHM2XXX: 'GCash',
  PAPHPHM1XXX: 'Maya',
  BNORPHMMXXX: 'BDO',
  BOPIPHMMXXX: 'BPI',
  TLBPPHMMXXX: 'Landbank',
  UBPHPHMMXXX: 'UnionBank',
  MBTCPHMMXXX: 'Metrobank',
  SETCPHMMXXX: 'Security Bank',
  RCBCPHMMXXX: 'RCBC',
  PNBMPHMMXXX: 'PNB',
} as const satisfies Record<string, string>;

export type QrPhBic = keyof typeof QRPH_PROVIDERS;

/** What `provider` says for a BIC not in the list (English; the web shows otherProviderLabel). */
export const OTHER_PROVIDER = 'Bank or e-wallet';

/** OTHER_PROVIDER in each language; the named providers are brand names, the same in all. */
export const OTHER_PROVIDER_LABELS: Readonly<Record<Language, string>> = {
  en: OTHER_PROVIDER,
  tl: 'Bangko o e-wallet',
  ceb: 'Bangko o e-wallet',
};

/** The provider's name for a BIC (any case); OTHER_PROVIDER when it is not one we name. */
export function providerOf(bic: string | undefined): string {
  const key = (bic ?? '').trim().toUpperCase();
  return Object.hasOwn(QRPH_PROVIDERS, key) ? QRPH_PROVIDERS[key as QrPhBic] : OTHER_PROVIDER;
}

/** A provider as shown in `language`: only OTHER_PROVIDER has words to translate. */
export const providerLabel = (provider: string, language: Language) =>
  provider === OTHER_PROVIDER ? OTHER_PROVIDER_LABELS[language] : provider;
