import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonSecondary, touchLink } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { familyFilterFor } from '../feed/feedRequest';
import type { FeedState } from '../feed/useFeed';
import { AlertSheet } from './lazyPages';
import { ALERTS_PATH } from './links';
import './buttonStrings';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none">
      <path
        d="M6 9a6 6 0 1 1 12 0c0 4.5 2 6 2 6H4s2-1.5 2-6Zm4 9a2 2 0 0 0 4 0"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Alert me about new posts like these": saves the feed's search, family, location and range
 * as a food alert. Visitors go to login first and come back to the same feed.
 */
export function AlertMeButton({ feed }: { feed: FeedState }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const routerLocation = useLocation();
  const [open, setOpen] = useState(false);
  // The filters the last alert was saved for: the same feed needs no second alert.
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const [focus, setFocus] = useState<'button' | 'saved' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLAnchorElement>(null);
  const { filters, location, session } = feed;
  const selectionKey = `${filters.search}|${filters.categoryId}|${filters.familyId}`;

  // The sheet leaves the page when it closes: put focus back where the person was.
  useEffect(() => {
    if (focus === 'button') buttonRef.current?.focus();
    if (focus === 'saved') savedRef.current?.focus();
  }, [focus]);

  const label = (
    <>
      <BellIcon />
      <span>{t('alerts.button.alertMe')}</span>
    </>
  );
  const buttonClass = `${buttonSecondary} text-left`;

  // A visitor's link, as the server renders it for everyone, until the session is known.
  if (session.status === 'signedOut' || session.hydrating) {
    return (
      <Link to="/login" state={{ from: routerLocation }} className={buttonClass}>
        {label}
      </Link>
    );
  }
  if (savedFor === selectionKey) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 font-semibold text-brand-800">
        <span>✓ {t('alerts.button.saved')}</span>
        <Link ref={savedRef} to={ALERTS_PATH} className={touchLink}>
          {t('alerts.button.seeAlerts')}
        </Link>
      </p>
    );
  }

  const openSheet = () => {
    // Asking here, on the tap, shows the browser's question at once if there is no location.
    if (!location.position && location.status !== 'locating') location.locate();
    setFocus(null);
    setOpen(true);
  };

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass}
        onClick={openSheet}
        disabled={session.status !== 'signedIn'}
        aria-haspopup="dialog"
      >
        {label}
      </button>
      {open ? (
        <Suspense
          fallback={
            <span role="status" className="text-sm text-ink-muted">
              {t('alerts.button.opening')}
            </span>
          }
        >
          <AlertSheet
            search={filters.search}
            categoryId={filters.categoryId}
            families={familyFilterFor(filters, feed.families.data)}
            rangeKm={feed.rangeKm}
            location={location}
            onClose={() => {
              setOpen(false);
              setFocus('button');
            }}
            onSaved={() => {
              setOpen(false);
              setSavedFor(selectionKey);
              setFocus('saved');
              toast(t('alerts.sheet.savedToast'), { kind: 'success', durationMs: 6000 });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
