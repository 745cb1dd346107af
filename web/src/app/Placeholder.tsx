import type en from '../i18n/en.json';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../ui/ComingSoon';

export type PageKey = keyof typeof en.pages;

/** A route a later release fills: ComingSoon with the page's translated title. */
export function Placeholder({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  return <ComingSoon title={t(`pages.${page}`)} />;
}
