import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PostCard, type PostListItem } from '../../../ui/post';
import { menuActions, type ConfirmedAction } from '../menuActions';
import { ActionMenu, type ActionMenuItem } from './ActionMenu';
import { PostAmounts } from './PostAmounts';

interface MyPostItemProps {
  post: PostListItem;
  /** A confirmed action on this post is on its way to the server. */
  busy: boolean;
  onAction: (post: PostListItem, action: ConfirmedAction) => void;
}

/** One of the owner's posts: the list card (it links to the post) and its action menu. */
export function MyPostItem({ post, busy, onAction }: MyPostItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const items: ActionMenuItem[] = menuActions(post).map((action) => {
    if (action.key === 'edit') {
      return {
        key: 'edit',
        label: t('myPosts.menu.edit'),
        disabled: action.disabledReason !== undefined,
        hint: action.disabledReason ? t('myPosts.menu.editExpired') : undefined,
        onSelect: () => void navigate(`/post/${encodeURIComponent(post.id)}/edit`),
      };
    }
    const key = action.key;
    return {
      key,
      label: t(`myPosts.menu.${key}`),
      tone: key === 'delete' ? 'danger' : 'default',
      onSelect: () => onAction(post, key),
    };
  });

  return (
    <li className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <PostCard post={post} variant="list" headingLevel={3} />
        <PostAmounts post={post} />
      </div>
      <ActionMenu
        label={t('myPosts.menu.label', { title: post.title })}
        items={items}
        busy={busy}
      />
    </li>
  );
}
