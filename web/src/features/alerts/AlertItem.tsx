import type { Alert } from '@core/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../ui/styles';
import type { AlertWords } from './describeAlert';
import { LastMatch } from './LastMatch';

interface AlertItemProps {
  alert: Alert;
  words: AlertWords;
  now: Date;
  busy: boolean;
  onPausedChange: (paused: boolean) => void;
  onDelete: () => void;
}

// buttonSecondary's shape in red: Delete stands apart from Pause without shouting.
const deleteButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-danger-700 bg-white px-4 py-2 font-semibold text-danger-700 hover:bg-danger-50 disabled:cursor-not-allowed disabled:opacity-60';

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

/**
 * One alert: what it watches in words, when it last matched, Pause/Resume and Delete. A paused
 * alert says so in words and is drawn dashed and grey, not by colour alone.
 */
export function AlertItem({ alert, words, now, busy, onPausedChange, onDelete }: AlertItemProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { paused } = alert;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={`rounded-2xl border p-4 ${paused ? 'border-dashed border-ink-muted bg-cream' : 'border-brand-100 bg-white shadow-sm'}`}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2
            id={titleId}
            className={`min-w-0 text-lg font-bold break-words ${paused ? 'text-ink-muted' : 'text-brand-900'}`}
          >
            {words.what}
          </h2>
          {paused ? (
            <span className="inline-flex items-center gap-1 rounded-full border border-ink-muted px-2 py-0.5 text-sm font-semibold text-ink-muted">
              <PauseIcon />
              {t('alerts.item.paused')}
            </span>
          ) : null}
        </div>
        <p className={paused ? 'text-ink-muted' : 'text-ink'}>{words.details}</p>
        <p className="mt-1 text-sm text-ink-muted">
          <LastMatch iso={alert.last_matched_at} now={now} />
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => onPausedChange(!paused)}
            disabled={busy}
            aria-describedby={titleId}
          >
            {paused ? t('alerts.item.resume') : t('alerts.item.pause')}
          </button>
          <button
            type="button"
            className={deleteButton}
            onClick={onDelete}
            disabled={busy}
            aria-describedby={titleId}
          >
            {t('alerts.item.delete')}
          </button>
        </div>
      </article>
    </li>
  );
}
