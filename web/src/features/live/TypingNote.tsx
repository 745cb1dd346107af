import { useTranslation } from 'react-i18next';
import { useTypistIn } from './typingStore';

interface TypingNoteProps {
  threadId: string;
  myId: string;
  /** The other participant, as the chat names them. */
  name: string;
}

/** "{{name}} is typing…" while the other side's typing events keep coming (live stream only). */
export function TypingNote({ threadId, myId, name }: TypingNoteProps) {
  const { t } = useTranslation();
  const typist = useTypistIn(threadId);
  if (!typist || typist === myId) return null;
  return (
    <p role="status" className="self-start px-1 text-sm text-ink-muted italic">
      {t('threads.chat.typing', { name })}
    </p>
  );
}
