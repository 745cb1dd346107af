import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/Spinner';
import { buttonSecondary } from '../../../ui/styles';
import { useThreadList } from '../queries';
import type { ThreadListItem, ThreadTab } from '../types';
import { useMinuteClock } from '../useMinuteClock';
import { ThreadListEmpty } from './ThreadListEmpty';
import { ThreadRow } from './ThreadRow';
import { LoadError } from '../../../ui/LoadError';

interface ThreadListProps {
  myId: string;
  tab: ThreadTab;
  search: string;
  onClearSearch: () => void;
}

// Offset pages can overlap when a thread moves up (a new message) between two loads.
function uniqueThreads(pages: readonly { data: ThreadListItem[] }[]): ThreadListItem[] {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.data)
    .filter((thread) => !seen.has(thread.id) && Boolean(seen.add(thread.id)));
}

/** The conversations of one tab and search, ten at a time, with Load more. */
export function ThreadList({ myId, tab, search, onClearSearch }: ThreadListProps) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const query = useThreadList(myId, tab, search);

  if (query.isPending) return <Spinner label={t('threads.list.loading')} />;
  if (query.isError) {
    return (
      <LoadError
        message={t('threads.list.loadFailed')}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
        className=""
      />
    );
  }

  const threads = uniqueThreads(query.data.pages);
  const total = query.data.pages[query.data.pages.length - 1]?.total ?? threads.length;
  if (threads.length === 0) {
    return <ThreadListEmpty tab={tab} search={search} onClearSearch={onClearSearch} />;
  }

  return (
    <>
      <ul className="flex flex-col gap-3" aria-busy={query.isFetching}>
        {threads.map((thread) => (
          <ThreadRow key={thread.id} thread={thread} myId={myId} now={now} />
        ))}
      </ul>
      <div className="mt-5 flex flex-col items-center gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('threads.list.showing', {
            shown: threads.length,
            total: Math.max(total, threads.length),
          })}
        </p>
        {query.hasNextPage ? (
          <button
            type="button"
            className={buttonSecondary}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('threads.list.loadingMore') : t('threads.list.loadMore')}
          </button>
        ) : null}
      </div>
    </>
  );
}
