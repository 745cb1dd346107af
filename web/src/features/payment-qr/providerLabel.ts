import { providerLabel } from '@core/qrph/providers';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../i18n/languages';

/** The wallet or bank in the reader's language: only "Bank or e-wallet" has words to translate. */
export function useProviderLabel(provider: string): string {
  const { i18n } = useTranslation();
  return providerLabel(provider, toLanguage(i18n.resolvedLanguage));
}
