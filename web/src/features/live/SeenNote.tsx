import { useTranslation } from 'react-i18next';
import type { ChatMessage, ThreadDetail } from '../threads/types';
import { isSeenByOther } from './threadCache';

interface SeenNoteProps {
  thread: ThreadDetail;
  messages: readonly ChatMessage[];
  myId: string;
}

/** "Seen", under the viewer's own last message once the other side has read it. */
export function SeenNote({ thread, messages, myId }: SeenNoteProps) {
  const { t } = useTranslation();
  if (!isSeenByOther(thread, messages, myId)) return null;
  // Pulled up against the message's time: it belongs to that message, not to the gap below.
  return <p className="-mt-3 self-end px-1 text-xs text-ink-muted">{t('threads.chat.seen')}</p>;
}
