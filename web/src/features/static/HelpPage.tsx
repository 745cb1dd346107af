import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimary } from '../../ui/styles';
import { toSections } from './sections';
import { StaticPage } from './StaticPage';

export function HelpPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('help.title')}
      lead={t('help.lead')}
      sections={toSections(t('help.sections', { returnObjects: true }))}
    >
      <Link to="/feedback" className={buttonPrimary}>
        {t('help.feedbackLink')}
      </Link>
    </StaticPage>
  );
}
