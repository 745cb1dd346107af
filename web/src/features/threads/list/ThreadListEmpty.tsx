import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';
import type { ThreadTab } from '../types';

const MESSAGE_KEYS = {
  all: 'threads.empty.all',
  unread: 'threads.empty.unread',
  completed: 'threads.empty.completed',
} as const satisfies Record<ThreadTab, string>;

/** What an empty tab says, and the one useful next step. */
export function ThreadListEmpty({
  tab,
  search,
  onClearSearch,
}: {
  tab: ThreadTab;
  search: string;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-dashed border-brand-200 bg-white/60 px-4 py-8 text-center">
      <p className="text-lg text-ink">
        {search ? t('threads.empty.search', { search }) : t(MESSAGE_KEYS[tab])}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {search ? (
          <button type="button" className={buttonSecondary} onClick={onClearSearch}>
            {t('threads.list.clearSearch')}
          </button>
        ) : tab === 'all' ? (
          <Link to="/" className={buttonPrimary}>
            {t('threads.empty.browse')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
