import { useTranslation } from 'react-i18next';
import { toSections } from './sections';
import { StaticPage } from './StaticPage';

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('terms.title')}
      lead={t('terms.lead')}
      sections={toSections(t('terms.sections', { returnObjects: true }))}
    />
  );
}
