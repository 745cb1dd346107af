import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { doorHref, type Door, type DoorPage } from '../door';

/**
 * The two ways in, as links rather than buttons: the choice lives in the address, so the
 * server draws the right form, a reload keeps it, and it works before the app has loaded.
 */
export function DoorTabs({
  page,
  door,
  next,
}: {
  page: DoorPage;
  door: Door;
  next?: string | undefined;
}) {
  const { t } = useTranslation();
  // The login gate's `from` (where to go after signing in) rides in the history state.
  const { state } = useLocation() as { state: unknown };
  const tab = (value: Door, label: string) => {
    const current = value === door;
    return (
      <Link
        to={doorHref(page, value, next)}
        replace
        state={state}
        aria-current={current ? 'page' : undefined}
        className={`inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-2 text-center leading-tight font-semibold ${
          current ? 'bg-white text-brand-900 shadow-sm' : 'text-ink-muted hover:text-brand-900'
        }`}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav aria-label={t('auth.door.label')} className="mb-5 flex gap-1 rounded-xl bg-brand-50 p-1">
      {tab('phone', t('auth.door.phone'))}
      {tab('email', t('auth.door.email'))}
    </nav>
  );
}
