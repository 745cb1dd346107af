import { useTranslation } from 'react-i18next';
import type { DeviceLocation } from './useDeviceLocation';
import '../../features/feed/strings';

interface LocationPillProps {
  location: DeviceLocation;
  /** Extra words after 'Location on', e.g. the feed's search range. */
  readyText?: string;
}

// rounded-2xl, not a full pill: a long error message wraps to two lines on a phone.
const pill = 'inline-flex min-h-11 items-center gap-2 rounded-2xl border px-3 py-1 text-sm';
const action =
  'inline-flex min-h-11 items-center rounded-full px-1 font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/** A map pin, filled when the location is on; SVG because emoji fonts vary by phone. */
function PinIcon({ on }: { on: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 shrink-0"
      fill={on ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12z" />
      <circle cx="12" cy="10" r="2.5" fill={on ? 'white' : 'none'} />
    </svg>
  );
}

/**
 * The location status pill (SPEC §2): what the app knows about the device's position, and
 * Enable or Refresh Location. Status changes are announced politely to screen readers.
 */
export function LocationPill({ location, readyText }: LocationPillProps) {
  const { t } = useTranslation();
  const { status } = location;

  let text: string;
  let tone: string;
  if (status === 'ready') {
    text = readyText ?? t('feed.location.on');
    tone = 'border-brand-200 bg-brand-50 text-brand-900';
  } else if (status === 'locating') {
    text = t('feed.location.locating');
    tone = 'border-brand-200 bg-white text-ink';
  } else if (status === 'error') {
    // An unexplained failure shows the browser's own words, when it had any.
    const reason =
      location.error === 'unknown' && location.detail ? location.detail : location.message;
    text = t('feed.location.off', { message: reason });
    tone = 'border-danger-200 bg-danger-50 text-danger-800';
  } else {
    text = t('feed.location.idle');
    tone = 'border-brand-200 bg-white text-ink-muted';
  }

  const canRetry = status !== 'error' || location.error !== 'unsupported';
  return (
    <div className="flex flex-wrap items-center gap-x-3">
      <p role="status" className={`${pill} ${tone}`}>
        <PinIcon on={status === 'ready'} />
        <span>{text}</span>
      </p>
      {canRetry ? (
        <button
          type="button"
          className={action}
          onClick={location.locate}
          disabled={status === 'locating'}
        >
          {status === 'ready' ? t('feed.location.refresh') : t('feed.location.enable')}
        </button>
      ) : null}
    </div>
  );
}
