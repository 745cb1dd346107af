import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageClock, wallClock } from '../../i18n/pageClock';
import { ParsedEnd, SHOWN_WHEN_PARSED } from '../../ui/shownWhenParsed';

const FOOTER_LINKS = [
  { to: '/about', key: 'footer.about' },
  { to: '/terms', key: 'footer.terms' },
  { to: '/help', key: 'footer.help' },
  { to: '/feedback', key: 'footer.feedback' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  // The feedback form tells the admin which page the sender came from.
  const { pathname } = useLocation();
  const { now, zone } = usePageClock();
  const year = wallClock(now, zone).getUTCFullYear();
  return (
    // Bottom padding keeps the last line clear of toasts and the phone's gesture bar. Below a
    // short page it rests on the screen's bottom edge: drawn once parsed whole, as it grows up.
    <footer
      className={`${SHOWN_WHEN_PARSED} border-t border-brand-100 bg-white pb-[max(1rem,env(safe-area-inset-bottom))]`}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t('footer.label')}>
          <ul className="-mx-2 flex flex-wrap">
            {FOOTER_LINKS.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  state={{ from: pathname }}
                  className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50"
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-ink-muted">{t('footer.copyright', { year })}</p>
      </div>
      <ParsedEnd />
    </footer>
  );
}
