import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { useSession } from '../../app/session';
import { MessagePage } from '../../ui/MessagePage';
import { Spinner } from '../../ui/Spinner';
import { buttonPrimary, buttonSecondary } from '../../ui/styles';
import { ChatView } from './chat/ChatView';
import { useThread } from './queries';
import './strings';

/** /threads/{id}: one conversation (SPEC §2 Chat). Non-participants get 'not found'. */
export function ChatPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const thread = useThread(id);

  if (thread.data && user) {
    // Keyed by thread: a draft or a scroll position never leaks into another conversation.
    return <ChatView key={thread.data.id} thread={thread.data} myId={user.id} />;
  }
  if (thread.isError) {
    const missing = isApiError(thread.error) && thread.error.status === 404;
    return (
      <MessagePage
        title={missing ? t('threads.chat.notFoundTitle') : t('threads.chat.loadFailedTitle')}
        message={missing ? t('threads.chat.notFound') : t('threads.chat.loadFailed')}
      >
        {missing ? null : (
          <button type="button" className={buttonPrimary} onClick={() => void thread.refetch()}>
            {t('common.retry')}
          </button>
        )}
        <Link to="/threads" className={missing ? buttonPrimary : buttonSecondary}>
          {t('threads.chat.toList')}
        </Link>
      </MessagePage>
    );
  }
  return <Spinner label={t('threads.chat.loading')} />;
}
