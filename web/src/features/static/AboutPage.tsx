import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { touchLink } from '../../ui/styles';
import { toSections } from './sections';
import { StaticPage } from './StaticPage';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      title={t('about.title')}
      lead={t('about.lead')}
      sections={toSections(t('about.sections', { returnObjects: true }))}
    >
      <p className="flex flex-wrap gap-x-6">
        <Link to="/help" className={touchLink}>
          {t('footer.help')}
        </Link>
        <Link to="/terms" className={touchLink}>
          {t('footer.terms')}
        </Link>
        <Link to="/feedback" className={touchLink}>
          {t('footer.feedback')}
        </Link>
      </p>
    </StaticPage>
  );
}
