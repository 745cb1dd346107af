import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { partyName } from '../partyName';
import { threadKeys } from '../keys';
import { useThreadMessages } from '../queries';
import { useComposeOnArrival } from '../composeOnArrival';
import { ReviewSection } from '../review/ReviewSection';
import type { ThreadDetail } from '../types';
import { useMinuteClock } from '../useMinuteClock';
import { ChatDock } from './ChatDock';
import { ChatHeader, chatState } from './ChatHeader';
import { ReservationNotice } from './reservation/ReservationNotice';
import { JumpToLatest } from './JumpToLatest';
import { MessageList } from './MessageList';
import { useChatScroll } from './useChatScroll';
import { useComposer } from './useComposer';
import { useMarkReadWhileOpen } from './useMarkReadWhileOpen';
import { useSiteHeaderHeight } from './useSiteHeaderHeight';
import { LoadError } from '../../../ui/LoadError';
import { noteMessageSent } from '../../notifications/pushHintStore';
import { PushHint } from '../../notifications/PushHint';
import { SeenNote } from '../../live/SeenNote';
import { TypingNote } from '../../live/TypingNote';
import { PendingActions } from '../outbox/PendingActions';
import { PendingMessages } from '../outbox/PendingMessages';
import { outboxFor } from '../outbox/store';
import { useThreadOutbox } from '../outbox/useThreadOutbox';
import type { OutboxItem } from '../outbox/items';
import { PaymentQrSlot } from '../../payment-qr/chat/PaymentQrSlot';

/**
 * One conversation filling the screen under the site header: its own header, the
 * messages (the only thing that scrolls), and the input docked at the bottom.
 */
export function ChatView({ thread, myId }: { thread: ThreadDetail; myId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const now = useMinuteClock();
  const headerHeight = useSiteHeaderHeight();
  const state = chatState(thread);
  const live = state === 'open';
  const otherName = partyName(thread.other) ?? t('threads.deletedUser');
  useDocumentTitle(thread.post.title);

  const messages = useThreadMessages(thread.id, live);
  const list = messages.data;
  // Sent while offline and not delivered yet: after the conversation, in the order they go.
  const queued = useThreadOutbox(myId, thread.id);
  const queuedMessages = queued.filter((item) => item.kind === 'message');
  const lastQueued = queuedMessages[queuedMessages.length - 1];
  const { scrollerRef, contentRef, onScroll, showJump, scrollToLatest, pin } = useChatScroll(
    `${list?.[list.length - 1]?.id ?? ''} ${lastQueued?.id ?? ''}`,
    list !== undefined,
  );
  const composer = useComposer(thread.id, pin, noteMessageSent);
  useComposeOnArrival(composer.inputRef, live && !thread.blocked);
  const removeQueued = (item: OutboxItem) => outboxFor(myId).remove(item.id);
  useMarkReadWhileOpen(thread.id, list, myId, thread.status);

  // Polling stops once the sale closes; fetch once more for anything sent just before.
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) {
      void queryClient.invalidateQueries({ queryKey: threadKeys.messages(thread.id) });
    }
    wasLive.current = live;
  }, [live, queryClient, thread.id]);

  let body: ReactNode;
  if (list) {
    body = (
      <>
        {list.length === 0 && !lastQueued ? (
          <p className="mx-auto max-w-xs py-6 text-center text-ink-muted">
            {live ? t('threads.chat.emptyOpen') : t('threads.chat.empty')}
          </p>
        ) : null}
        <MessageList messages={list} myId={myId} otherName={otherName} now={now}>
          <SeenNote thread={thread} messages={list} myId={myId} />
          <PendingMessages
            items={queued}
            onRemove={removeQueued}
            onEdit={(item) => {
              removeQueued(item);
              composer.fill(item.body);
            }}
          />
        </MessageList>
      </>
    );
  } else if (messages.isError) {
    body = (
      <LoadError
        message={t('threads.chat.messagesFailed')}
        onRetry={() => void messages.refetch()}
        busy={messages.isFetching}
        className="my-6"
      />
    );
  } else {
    body = <Spinner label={t('threads.chat.loadingMessages')} />;
  }

  return (
    // Fixed under the site header so the page itself never scrolls: one scrollbar only.
    <section
      aria-labelledby="page-title"
      className="fixed inset-x-0 bottom-0 z-30 flex justify-center bg-cream"
      style={{ top: headerHeight }}
    >
      <div className="flex h-full w-full max-w-3xl flex-col sm:border-x sm:border-brand-100">
        <ChatHeader thread={thread} otherName={otherName} />
        <ReservationNotice thread={thread} otherName={otherName} />
        <PendingActions items={queued} otherName={otherName} onRemove={removeQueued} />
        <div className="relative min-h-0 flex-1">
          <div
            ref={scrollerRef}
            onScroll={onScroll}
            // Focusable, so keyboard users can scroll the history with the arrow keys.
            tabIndex={0}
            role="region"
            aria-label={t('threads.chat.historyLabel')}
            // The scroll padding leaves room for the day's sticky chip (MessageList). No padding
            // on top of the scrollport itself: a sticky band sticks inside it, and messages
            // would show above the band.
            className="h-full scroll-pt-12 overflow-y-auto overscroll-contain px-3 focus-visible:-outline-offset-4"
          >
            <div ref={contentRef} className="flex flex-col gap-4 py-4">
              {body}
              <TypingNote threadId={thread.id} myId={myId} name={otherName} />
              <PaymentQrSlot thread={thread} otherName={otherName} onPaid={composer.sendText} />
              <ReviewSection thread={thread} sellerName={otherName} />
            </div>
          </div>
          {showJump ? <JumpToLatest onJump={() => scrollToLatest('smooth')} /> : null}
        </div>
        <PushHint />
        <ChatDock thread={thread} state={state} otherName={otherName} composer={composer} />
      </div>
    </section>
  );
}
