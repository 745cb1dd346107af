import { useTranslation } from 'react-i18next';
import { ParsedEnd, SHOWN_WHEN_PARSED } from '../../../ui/shownWhenParsed';
import type { FeedView } from '../useFeedView';

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

/** Grid or List, as two toggle buttons (aria-pressed) so the choice is announced. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: FeedView;
  onChange: (view: FeedView) => void;
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
      <ParsedEnd />
    </div>
  );
}
