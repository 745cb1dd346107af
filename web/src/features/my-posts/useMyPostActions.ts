import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import type { PostListItem } from '../../ui/post';
import { useToast } from '../../ui/toast';
import type { ConfirmedAction } from './menuActions';
import { useMyPostAction } from './queries';

interface Asking {
  post: PostListItem;
  action: ConfirmedAction;
}

/**
 * The confirm-then-call flow of the menu: which question is open, the call once the seller
 * agrees, and a toast either way. A 409 means the post was sold or canceled elsewhere.
 */
export function useMyPostActions() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const mutation = useMyPostAction();
  const [asking, setAsking] = useState<Asking | null>(null);
  // Kept while the dialog closes, so its words do not blank out mid-animation.
  const [lastAsked, setLastAsked] = useState<Asking | null>(null);

  const ask = (post: PostListItem, action: ConfirmedAction) => {
    setAsking({ post, action });
    setLastAsked({ post, action });
  };

  const confirm = () => {
    if (!asking) return;
    const { post, action } = asking;
    setAsking(null);
    mutation.mutate(
      { id: post.id, action },
      {
        onSuccess: () => toast(t(`myPosts.done.${action}`), { kind: 'success' }),
        onError: (error) =>
          toast(
            isApiError(error) && error.code === 'post_not_editable'
              ? t('myPosts.errors.notEditable')
              : t('myPosts.errors.failed'),
            { kind: 'error' },
          ),
      },
    );
  };

  const busyId = mutation.isPending ? mutation.variables?.id : undefined;
  return {
    asking,
    shown: asking ?? lastAsked,
    ask,
    confirm,
    cancel: () => setAsking(null),
    busyId,
  };
}
