import { useTranslation } from 'react-i18next';
import { ParsedEnd, SHOWN_WHEN_PARSED } from '../../../ui/shownWhenParsed';
import type { FeedView } from '../useFeedView';
import '../../feed-map/frameStrings';

const option =
  'inline-flex min-h-11 items-center gap-1.5 px-3 text-sm font-semibold aria-pressed:bg-brand-700 aria-pressed:text-white';

function GridIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
      <rect x="1" y="1" width="6" height="6" rx="1" />
      <rect x="9" y="1" width="6" height="6" rx="1" />
      <rect x="1" y="9" width="6" height="6" rx="1" />
      <rect x="9" y="9" width="6" height="6" rx="1" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
      <rect x="1" y="2" width="14" height="3" rx="1" />
      <rect x="1" y="6.5" width="14" height="3" rx="1" />
      <rect x="1" y="11" width="14" height="3" rx="1" />
    </svg>
  );
}

function MapIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="currentColor">
      <path d="M1 3.5 5.5 2l5 1.5L15 2v10.5L10.5 14l-5-1.5L1 14Z" opacity=".35" />
      <path d="M8 4a2.5 2.5 0 0 0-2.5 2.5C5.5 8.4 8 11 8 11s2.5-2.6 2.5-4.5A2.5 2.5 0 0 0 8 4Z" />
    </svg>
  );
}

/**
 * Grid, List or Map (issue 38; not when the deployment turned the map off), as toggle buttons
 * (aria-pressed) so the choice is announced.
 */
export function ViewToggle({
  view,
  onChange,
  mapOn,
}: {
  view: FeedView;
  onChange: (view: FeedView) => void;
  mapOn: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('feed.view.label')}
      className={`${SHOWN_WHEN_PARSED} inline-flex shrink-0 overflow-hidden rounded-lg border border-brand-700 bg-white text-brand-800`}
    >
      <button
        type="button"
        aria-pressed={view === 'grid'}
        onClick={() => onChange('grid')}
        className={option}
      >
        <GridIcon />
        {t('feed.view.grid')}
      </button>
      <button
        type="button"
        aria-pressed={view === 'list'}
        onClick={() => onChange('list')}
        className={`${option} border-l border-brand-700`}
      >
        <ListIcon />
        {t('feed.view.list')}
      </button>
      {mapOn ? (
        <button
          type="button"
          aria-pressed={view === 'map'}
          onClick={() => onChange('map')}
          className={`${option} border-l border-brand-700`}
        >
          <MapIcon />
          {t('feedMapFrame.view')}
        </button>
      ) : null}
      <ParsedEnd />
    </div>
  );
}
