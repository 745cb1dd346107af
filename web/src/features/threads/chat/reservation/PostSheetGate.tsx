import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../ui/LoadError';
import { Spinner } from '../../../../ui/Spinner';
import type { PostDetail } from '../../../post-detail/types';
import { Sheet } from './Sheet';

/**
 * The Reserve and Mark sold sheets need the post's unit and what is left. Until the post is
 * loaded the sheet opens anyway and says so, so a tap is never lost; then the real one shows.
 */
export function PostSheetGate({
  post,
  title,
  onClose,
  children,
}: {
  post: UseQueryResult<PostDetail>;
  title: string;
  onClose: () => void;
  children: (post: PostDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (post.data) return children(post.data);
  return (
    <Sheet labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        {title}
      </h2>
      {post.isError ? (
        <LoadError
          message={t('threads.reserve.postFailed')}
          onRetry={() => void post.refetch()}
          busy={post.isFetching}
        />
      ) : (
        <Spinner label={t('threads.reserve.postLoading')} />
      )}
    </Sheet>
  );
}
