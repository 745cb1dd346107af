import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../ui/post';
import { partyName, thumbnailPath } from '../partyName';
import { activeReservation } from '../chat/reservation/activeReservation';
import { ThreadThumb } from '../ThreadThumb';
import { TimeAgo } from '../TimeAgo';
import type { ThreadListItem } from '../types';

interface ThreadRowProps {
  thread: ThreadListItem;
  myId: string;
  now: Date;
}

/**
 * One conversation. The title link is stretched over the whole row (its ::after covers
 * it), so a tap anywhere opens the chat, while 'View post' sits above it as its own link:
 * two real links, no link nested in a link.
 */
export function ThreadRow({ thread, myId, now }: ThreadRowProps) {
  const { t } = useTranslation();
  const name = partyName(thread.other) ?? t('threads.deletedUser');
  const party =
    thread.seller_id === myId
      ? t('threads.party.buyer', { name })
      : t('threads.party.seller', { name });
  const completed = thread.status === 'completed';
  // Issue 11: a hold still running is worth seeing before opening the chat (both sides).
  const reserved = !completed && activeReservation(thread.reservation, now) !== null;

  return (
    <li
      className={`relative flex gap-3 rounded-xl border p-3 shadow-sm focus-within:ring-3 focus-within:ring-accent-700 hover:border-brand-700 ${
        thread.unread ? 'border-brand-300 bg-white' : 'border-brand-100 bg-white/70'
      }`}
    >
      <ThreadThumb path={thumbnailPath(thread.post)} className="size-14 sm:size-16" />

      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <h2 className="min-w-0 flex-1 truncate text-base leading-6">
            <Link
              to={`/threads/${thread.id}`}
              className={`outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] ${
                thread.unread ? 'font-bold text-ink' : 'font-semibold text-brand-900'
              }`}
            >
              {thread.post.title}
            </Link>
          </h2>
          <TimeAgo
            iso={thread.last_message_at ?? thread.created_at}
            now={now}
            className={`shrink-0 text-sm ${thread.unread ? 'font-bold text-brand-800' : 'text-ink-muted'}`}
          />
        </div>

        <p className="truncate text-sm text-ink-muted">{party}</p>

        <div className="mt-0.5 flex items-center gap-2">
          <p
            className={`min-w-0 flex-1 truncate text-sm ${
              thread.unread ? 'font-semibold text-ink' : 'text-ink-muted'
            } ${thread.last_message_preview ? '' : 'italic'}`}
          >
            {thread.last_message_preview ?? t('threads.list.noMessages')}
          </p>
          {thread.unread ? (
            <span className="inline-flex shrink-0 items-center gap-1 text-xs font-bold text-brand-800">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-accent-700" />
              {t('threads.list.unread')}
            </span>
          ) : null}
        </div>

        <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
          <span>
            {completed ? <Badge tone="completed">{t('threads.status.completed')}</Badge> : null}
            {reserved ? <Badge tone="reserved">{t('threads.list.reserved')}</Badge> : null}
          </span>
          <Link
            to={`/post/${thread.post_id}`}
            aria-label={t('threads.list.viewPostLabel', { title: thread.post.title })}
            className="relative z-10 -my-2 -mr-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {t('threads.list.viewPost')}
          </Link>
        </div>
      </div>
    </li>
  );
}
