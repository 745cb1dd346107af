import { useTranslation } from 'react-i18next';
import type { DeviceLocation } from '../../../ui/location';
import { AreaNote } from '../../privacy/AreaNote';
import { describedBy, fieldIds } from '../form/fieldIds';
import { FieldError } from '../../../ui/form/FieldError';
import { hintClass } from '../form/styles';

interface LocationFieldProps {
  /** Create needs a location; edit keeps the post's own unless the seller refreshes it. */
  mode: 'create' | 'edit';
  location: DeviceLocation;
  /** Edit: a position from a refresh on this page, which the save will send. */
  refreshed: boolean;
  error: string | undefined;
  onLocate: () => void;
  /** The seller set the place on the map (issue 38): that point is the post's. */
  pinned: boolean;
  /** Opens "Set on the map"; works with the location denied. */
  onSetOnMap: () => void;
}

const pill = 'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 py-1 text-sm';
const tones = {
  good: 'border-brand-200 bg-brand-50 text-brand-900',
  busy: 'border-brand-200 bg-white text-ink',
  bad: 'border-danger-200 bg-danger-50 text-danger-800',
  quiet: 'border-brand-200 bg-white text-ink-muted',
};
const action =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60';

/** A map pin drawn inline: emoji fonts are missing on some phones and WebViews. */
function PinIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0">
      <path
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="9" r="2.5" fill={filled ? 'white' : 'currentColor'} />
    </svg>
  );
}

/** The location status pill with Enable or Refresh Location (SPEC §2, messages of §8). */
export function LocationField({
  mode,
  location,
  refreshed,
  error,
  onLocate,
  pinned,
  onSetOnMap,
}: LocationFieldProps) {
  const { t } = useTranslation();
  const ids = fieldIds('location');
  const statusId = `${ids.input}-status`;
  const { status } = location;

  let text: string;
  let tone: string;
  if (pinned) {
    text = t('postForm.location.pinned');
    tone = tones.good;
  } else if (status === 'locating') {
    text = t('postForm.location.locating');
    tone = tones.busy;
  } else if (status === 'error') {
    // An unexplained failure shows the browser's own words, when it had any (SPEC §8).
    const reason =
      location.error === 'unknown' && location.detail ? location.detail : location.message;
    text = t('postForm.location.off', { message: reason ?? '' });
    tone = tones.bad;
  } else if (mode === 'edit') {
    text = refreshed ? t('postForm.location.updated') : t('postForm.location.kept');
    tone = refreshed ? tones.good : tones.quiet;
  } else if (status === 'ready') {
    text = t('postForm.location.on');
    tone = tones.good;
  } else {
    text = t('postForm.location.idle');
    tone = tones.quiet;
  }

  const canLocate = !(status === 'error' && location.error === 'unsupported');
  const showsPosition = pinned || (mode === 'edit' ? refreshed : status === 'ready');
  const hint = mode === 'edit' ? t('postForm.location.hintEdit') : t('postForm.location.hint');

  return (
    <fieldset>
      <legend className="font-semibold text-ink">{t('postForm.location.label')}</legend>
      <p id={ids.hint} className={hintClass}>
        {hint}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <p id={statusId} role="status" className={`${pill} ${tone}`}>
          <PinIcon filled={showsPosition} />
          <span>{text}</span>
        </p>
        {canLocate ? (
          <button
            id={ids.input}
            type="button"
            className={action}
            onClick={onLocate}
            disabled={status === 'locating'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('location', {
              hint: true,
              error: Boolean(error),
              extra: [statusId],
            })}
          >
            {showsPosition || mode === 'edit'
              ? t('postForm.location.refresh')
              : t('postForm.location.enable')}
          </button>
        ) : null}
        <button
          // Without GPS (or with it refused) this is how the form is told where the food is.
          id={canLocate ? undefined : ids.input}
          type="button"
          className={action}
          onClick={onSetOnMap}
          aria-describedby={statusId}
        >
          {pinned ? t('postForm.location.change') : t('postForm.location.setOnMap')}
        </button>
      </div>
      <AreaNote kind="create" className="mt-2" />
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
