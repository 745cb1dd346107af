import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonAccent, buttonSecondary } from '../../../ui/styles';

/** SPEC §2 Home feed: a banner with Login and Sign up links for signed-out visitors. */
export function SignedOutBanner() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="signed-out-banner"
      className="mb-4 rounded-2xl border border-accent-200 bg-accent-50 p-3 sm:flex sm:items-center sm:gap-4 sm:p-4"
    >
      <p id="signed-out-banner" className="flex-1 font-medium text-ink">
        {t('feed.banner.text')}
      </p>
      <div className="mt-3 flex gap-3 sm:mt-0">
        <Link to="/login" className={buttonSecondary}>
          {t('feed.banner.login')}
        </Link>
        <Link to="/signup" className={buttonAccent}>
          {t('feed.banner.signup')}
        </Link>
      </div>
    </aside>
  );
}
