import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { withMark, type OwnerMark } from '../../../app/session';
import { useToast } from '../../../ui/toast';
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
 * to it; visitors go to login and come back here afterwards. Never shown on one's own post.
 */
export function MessageButton({ postId, viewer, className, mark }: MessageButtonProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
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
      <Link to="/login" state={{ from: location }} className={className}>
        {content}
      </Link>
    );
  }

  const open = () =>
    start.mutate(undefined, {
      onSuccess: ({ id }) => void navigate(`/threads/${encodeURIComponent(id)}`),
      onError: (error) => {
        const failure = startThreadFailure(error);
        // A revoked session signs out on its own; the login page brings the buyer back.
        if (failure === 'signIn') void navigate('/login', { state: { from: location } });
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
