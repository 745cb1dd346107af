import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { touchLink } from '../../../ui/styles';

// A small accent button: the banner is one line, so the first screen of a phone shows food.
const signUpLink =
  'inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-3 text-sm font-semibold text-white hover:bg-accent-800';

/** SPEC §2 Home feed: a banner with Login and Sign up links for signed-out visitors. */
export function SignedOutBanner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    // One row beside the links; when the words would be squeezed below 8rem (longer words, a
    // narrower phone), the links move under them rather than breaking every word.
    <aside
      aria-labelledby="signed-out-banner"
      className={`mb-3 flex flex-wrap items-center justify-end gap-x-3 rounded-xl border border-accent-200 bg-accent-50 py-1 pr-1 pl-3 ${className}`}
    >
      <p id="signed-out-banner" className="min-w-32 flex-1 py-1 text-sm font-medium text-ink">
        {t('feed.banner.text')}
      </p>
      <div className="flex shrink-0 items-center gap-x-3">
        <Link to="/login" className={`${touchLink} text-sm`}>
          {t('feed.banner.login')}
        </Link>
        <Link to="/signup" className={signUpLink}>
          {t('feed.banner.signup')}
        </Link>
      </div>
    </aside>
  );
}
