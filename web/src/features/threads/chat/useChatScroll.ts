import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isNearBottom } from './scrollPosition';

/**
 * Keeps the conversation pinned to its end while the reader is there: on open, when new
 * messages arrive, when the keyboard or the review form changes the sizes. A reader who
 * scrolled up into history is left alone and gets the jump-to-latest button instead.
 */
export function useChatScroll(lastMessageId: string | undefined, ready: boolean) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  // Starts true, so opening a conversation lands on its latest message.
  const pinned = useRef(true);
  const [showJump, setShowJump] = useState(false);

  const onScroll = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    pinned.current = isNearBottom(scroller);
    setShowJump(!pinned.current);
  }, []);

  const scrollToLatest = useCallback((behavior: ScrollBehavior = 'auto') => {
    const scroller = scrollerRef.current;
    pinned.current = true;
    scroller?.scrollTo({ top: scroller.scrollHeight, behavior });
  }, []);

  /** Follow the next message whatever the position: the reader just sent it. */
  const pin = useCallback(() => {
    pinned.current = true;
  }, []);

  // Runs before paint, so a new message never flashes in the wrong place.
  useLayoutEffect(() => {
    if (ready && pinned.current) scrollToLatest();
  }, [ready, lastMessageId, scrollToLatest]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (!ready || !scroller || !content) return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) scroller.scrollTop = scroller.scrollHeight;
    });
    observer.observe(scroller);
    observer.observe(content);
    return () => observer.disconnect();
  }, [ready]);

  return { scrollerRef, contentRef, onScroll, showJump, scrollToLatest, pin };
}
