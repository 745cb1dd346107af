import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationPill, type DeviceLocation } from '../../../ui/location';

interface FeedLocationProps {
  location: DeviceLocation;
  rangeKm: number;
  signedIn: boolean;
}

/** The location pill with the range it applies, and SPEC §2's hint when there is none. */
export function FeedLocation({ location, rangeKm, signedIn }: FeedLocationProps) {
  const { t } = useTranslation();
  const showHint = signedIn && !location.position && location.status !== 'locating';
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-2">
        <LocationPill location={location} readyText={t('feed.location.within', { km: rangeKm })} />
        {signedIn && location.position ? (
          <Link
            to="/profile"
            className="inline-flex min-h-11 items-center px-1 text-sm font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('feed.location.changeRange')}
          </Link>
        ) : null}
      </div>
      {showHint ? <p className="mt-1 text-sm text-ink-muted">{t('feed.location.hint')}</p> : null}
    </div>
  );
}
