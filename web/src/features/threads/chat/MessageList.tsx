import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayDivider } from '@core/weekdays';
import { ScamNotice } from '../../safety/ScamNotice';
import type { ChatMessage } from '../types';
import { formatClock } from './dateFormat';
import { groupMessages, type SenderGroup } from './grouping';

interface MessageListProps {
  messages: readonly ChatMessage[];
  myId: string;
  otherName: string;
  now: Date;
  /** After the last message, inside the log: the chat's "Seen". */
  children?: ReactNode;
}

function SenderBlock({ group, otherName }: { group: SenderGroup; otherName: string }) {
  const { t } = useTranslation();
  const last = group.messages[group.messages.length - 1];
  const side = group.mine ? 'items-end' : 'items-start';
  const bubble = group.mine
    ? 'bg-brand-700 text-white rounded-br-md'
    : 'border border-brand-100 bg-white text-ink rounded-bl-md';

  return (
    <div className={`flex flex-col gap-1 ${side}`}>
      <p className="sr-only">
        {group.mine ? t('threads.chat.youSaid') : t('threads.chat.theySaid', { name: otherName })}
      </p>
      {group.messages.map((message) => (
        <Fragment key={message.id}>
          {/* Plain text on purpose: a link in a message is never made clickable. */}
          <p
            className={`max-w-[85%] rounded-2xl px-3.5 py-2 whitespace-pre-wrap shadow-sm [overflow-wrap:anywhere] sm:max-w-[75%] ${bubble}`}
          >
            {message.body}
          </p>
          {group.mine ? null : <ScamNotice flags={message.flags ?? []} />}
        </Fragment>
      ))}
      {last ? (
        <time dateTime={last.created_at} className="px-1 text-xs text-ink-muted">
          {formatClock(last.created_at)}
        </time>
      ) : null}
    </div>
  );
}

/**
 * The conversation by day (a Today / Yesterday / date separator) and by runs of one sender:
 * mine on the right, theirs on the left. A polite live log, so a screen reader announces
 * messages that arrive, not the history already there when it first renders.
 */
export function MessageList({ messages, myId, otherName, now, children }: MessageListProps) {
  const { t, i18n } = useTranslation();
  const days = useMemo(() => groupMessages(messages, myId), [messages, myId]);

  return (
    <div
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('threads.chat.logLabel')}
      className="flex flex-col gap-4"
    >
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`day-${day.key}`} className="flex flex-col gap-3">
          {/* Stuck at the top, the chip sits on a band of the chat's own background across the
              whole width: messages pass under the band, never under the chip's words. */}
          <div className="sticky top-0 z-10 -mx-3 flex justify-center bg-cream px-3 py-2">
            <h2
              id={`day-${day.key}`}
              className="rounded-full border border-brand-100 bg-white px-3 py-1 text-xs font-semibold text-ink-muted shadow-sm"
            >
              {formatDayDivider(day.day, now, i18n.resolvedLanguage)}
            </h2>
          </div>
          {day.groups.map((group) => (
            <SenderBlock key={group.key} group={group} otherName={otherName} />
          ))}
        </section>
      ))}
      {children}
    </div>
  );
}
