import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BlockButton } from '../../blocks/BlockButton';
import { thumbnailPath } from '../partyName';
import { ThreadThumb } from '../ThreadThumb';
import type { ThreadDetail } from '../types';

const STATUS_STYLES = {
  open: 'bg-brand-50 text-brand-900 border border-brand-200',
  completed: 'bg-brand-100 text-brand-900',
  unavailable: 'bg-ink/10 text-ink',
} as const;

export type ChatState = keyof typeof STATUS_STYLES;

/** Open, completed, or open on a post that can no longer be bought (canceled or sold). */
export function chatState(thread: Pick<ThreadDetail, 'status' | 'post'>): ChatState {
  if (thread.status === 'completed') return 'completed';
  return thread.post.status === 'active' ? 'open' : 'unavailable';
}

const STATUS_KEYS = {
  open: 'threads.status.open',
  completed: 'threads.status.completed',
  unavailable: 'threads.status.unavailable',
} as const satisfies Record<ChatState, string>;

/** Back to the list, the post (photo and title link to it), who this is with, the status. */
export function ChatHeader({ thread, otherName }: { thread: ThreadDetail; otherName: string }) {
  const { t } = useTranslation();
  const state = chatState(thread);
  const party =
    thread.my_role === 'seller'
      ? t('threads.party.buyer', { name: otherName })
      : t('threads.party.seller', { name: otherName });

  return (
    <div className="flex items-center gap-2 border-b border-brand-100 bg-white px-2 py-2 sm:px-3">
      <Link
        to="/threads"
        aria-label={t('threads.chat.back')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
          <path
            d="M15 5l-7 7 7 7"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Link>
      <Link to={`/post/${thread.post_id}`} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ThreadThumb path={thumbnailPath(thread.post)} className="size-11" />
      </Link>
      <div className="min-w-0 flex-1">
        <h1 id="page-title" className="text-base leading-6 font-bold">
          {/* A block, so a long title's link is a whole 24 px line tall: a tap target. */}
          <Link
            to={`/post/${thread.post_id}`}
            className="block truncate text-brand-900 underline-offset-2 hover:underline"
          >
            {thread.post.title}
          </Link>
        </h1>
        <p className="flex min-w-0 items-center gap-2 text-sm text-ink-muted">
          <span className="truncate">{party}</span>
          <span className="sr-only">·</span>
          <span
            className={`shrink-0 rounded-full px-2 text-xs leading-5 font-semibold ${STATUS_STYLES[state]}`}
          >
            {t(STATUS_KEYS[state])}
          </span>
        </p>
      </div>
      {thread.other ? (
        <BlockButton
          userId={thread.other.id}
          name={otherName}
          look="icon"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50 hover:text-danger-800 disabled:opacity-60"
        />
      ) : null}
    </div>
  );
}
