import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { justSignedIn, withNext } from '../../app/guards';
import { useToast } from '../../ui/toast';
import { COMPOSE_ON_ARRIVAL } from '../threads/composeOnArrival';
import { useStartThread } from './queries';
import { startThreadFailure, type ViewerKind } from './viewer';

const MESSAGE_PARAM = 'message';

/** The post's page, marked as the place to message its seller from once signed in. */
export function messageIntentPath(postId: string): string {
  return `/post/${encodeURIComponent(postId)}?${MESSAGE_PARAM}=1`;
}

/** Where Message takes a visitor: login, which brings them back to write (a real link). */
export function messageLoginPath(postId: string): string {
  return withNext('/login', messageIntentPath(postId));
}

export function wantsToMessage(search: string): boolean {
  return new URLSearchParams(search).get(MESSAGE_PARAM) === '1';
}

function withoutIntent(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(MESSAGE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The chat of a conversation, opened to write in it. */
export function useOpenChat() {
  const navigate = useNavigate();
  return (threadId: string, replace = false) =>
    void navigate(`/threads/${encodeURIComponent(threadId)}`, {
      replace,
      state: COMPOSE_ON_ARRIVAL,
    });
}

/**
 * A visitor tapped Message and signed in (or signed up and confirmed) on the way: the post's
 * page, reached with `?message=1` by that sign-in, opens the conversation with the seller
 * (an existing one is returned) and goes on to it in place of the post. Nothing happens for
 * the link alone (app/guards/returnPath.ts), nor on one's own post or across a block, where
 * the page simply drops the mark.
 */
export function useMessageOnArrival(postId: string, viewer: ViewerKind, reachable: boolean) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const openChat = useOpenChat();
  const start = useStartThread(postId);
  const armed = wantsToMessage(location.search) && justSignedIn(location.state);
  const done = useRef(false);

  useEffect(() => {
    if (!armed || viewer === 'loading' || done.current) return;
    done.current = true;
    const stay = () =>
      void navigate(
        { pathname: location.pathname, search: withoutIntent(location.search) },
        { replace: true },
      );
    if (viewer !== 'member' || !reachable) {
      stay();
      return;
    }
    start.mutate(undefined, {
      onSuccess: ({ id }) => openChat(id, true),
      onError: (error) => {
        toast(t(`postDetail.message.errors.${startThreadFailure(error)}`), { kind: 'error' });
        stay();
      },
    });
  }, [armed, viewer, reachable, start, navigate, openChat, location, toast, t]);
}
