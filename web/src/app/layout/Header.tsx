import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ParsedEnd, SHOWN_WHEN_PARSED } from '../../ui/shownWhenParsed';
import { LanguageSwitch } from './LanguageSwitch';
import { NavItems } from './NavItems';

const MENU_ID = 'site-menu';

/** Sticky header: product name, language, and the nav (inline on desktop, a menu on phones). */
export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu is open only for the location it was opened on, so any navigation closes it
  // without an effect that would have to watch the location.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const close = () => setOpenAt(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpenAt(null);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="dark-surface sticky top-0 z-40 bg-brand-800 text-white shadow-md">
      <div className="mx-auto flex min-h-14 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <Link
          to="/"
          aria-label={t('app.homeLink')}
          className="-ml-1 inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-xl font-extrabold tracking-tight"
          onClick={close}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 text-accent-300">
            <path
              fill="currentColor"
              d="M4 10h16l-1.6 9.1A2 2 0 0 1 16.4 21H7.6a2 2 0 0 1-2-1.9L4 10Zm4.2-1L11 3.8a1 1 0 0 1 1.8 1L10.5 9H8.2Zm5.3 0-1-1.9 1.3-1.3L15.8 9h-2.3Z"
            />
          </svg>
          {t('app.name')}
        </Link>

        {/* Drawn once parsed whole: the menu button's arrival would push the switch left. */}
        <div className={`${SHOWN_WHEN_PARSED} ml-auto flex items-center gap-2 xl:ml-2`}>
          <LanguageSwitch />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-brand-700 xl:hidden"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpenAt(open ? null : location.key)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
              <path
                d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
          <ParsedEnd />
        </div>

        <nav
          id={MENU_ID}
          aria-label={t('nav.label')}
          className={`${SHOWN_WHEN_PARSED} ${open ? 'block' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-3.5rem)] overflow-y-auto border-t border-white/15 bg-brand-800 shadow-lg xl:static xl:ml-auto xl:block xl:max-h-none xl:overflow-visible xl:border-0 xl:shadow-none`}
        >
          <NavItems onNavigate={close} />
          <ParsedEnd />
        </nav>
      </div>
    </header>
  );
}
