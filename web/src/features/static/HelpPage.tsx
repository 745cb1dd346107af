import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimary } from '../../ui/styles';
import { SAFE_TRADING_SECTION_ID } from '../safety/links';
import { toSections } from './sections';
import { StaticPage } from './StaticPage';
import { useScrollToHash } from './useScrollToHash';
import '../safety/strings';

export function HelpPage() {
  const { t } = useTranslation();
  useScrollToHash();
  const sections = toSections(t('help.sections', { returnObjects: true }));
  // Safe trading (issue 12), which the chat's scam notices link to; before "Still need help?".
  const safeTrading = toSections([t('safety.help', { returnObjects: true })]).map((section) => ({
    ...section,
    id: SAFE_TRADING_SECTION_ID,
  }));
  sections.splice(Math.max(sections.length - 1, 0), 0, ...safeTrading);
  return (
    <StaticPage title={t('help.title')} lead={t('help.lead')} sections={sections}>
      <Link to="/feedback" className={buttonPrimary}>
        {t('help.feedbackLink')}
      </Link>
    </StaticPage>
  );
}
