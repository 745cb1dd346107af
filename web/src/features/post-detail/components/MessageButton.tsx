import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { withMark, type OwnerMark } from '../../../app/session';
import { useToast } from '../../../ui/toast';
import { messageLoginPath, useOpenChat } from '../messageIntent';
import { useStartThread } from '../queries';
import { startThreadFailure, type ViewerKind } from '../viewer';
import { ChatIcon } from './icons';

interface MessageButtonProps {
  postId: string;
  viewer: ViewerKind;
  className: string;
  /** While the session is unknown: not on the seller's own device (viewerParts). */
  mark?: OwnerMark;
}

/**
 * Message the seller: members open (or reopen) their conversation about the post and go
 * to it, the message box ready; visitors go to login by a link that carries the post
 * (`?next=`), and signing in brings them on to that conversation (messageIntent.ts). Never
 * shown on one's own post.
 */
export function MessageButton({ postId, viewer, className, mark }: MessageButtonProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const start = useStartThread(postId);
  const content = (
    <>
      <ChatIcon />
      <span>{t('postDetail.bar.message')}</span>
    </>
  );

  if (viewer === 'owner') return null;
  if (viewer === 'visitor') {
    return (
      <Link to={messageLoginPath(postId)} className={className}>
        {content}
      </Link>
    );
  }

  const open = () =>
    start.mutate(undefined, {
      onSuccess: ({ id }) => openChat(id),
      onError: (error) => {
        const failure = startThreadFailure(error);
        // A revoked session signs out on its own; the login page brings the buyer back.
        if (failure === 'signIn') void navigate(messageLoginPath(postId));
        else toast(t(`postDetail.message.errors.${failure}`), { kind: 'error' });
      },
    });

  return (
    <button
      type="button"
      {...withMark(className, mark)}
      onClick={open}
      // While the session is checked the button holds its place but waits.
      disabled={viewer === 'loading' || start.isPending}
      aria-busy={start.isPending}
    >
      {content}
    </button>
  );
}
