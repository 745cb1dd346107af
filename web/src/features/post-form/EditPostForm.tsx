import { editPostBodyFromForm } from '@core/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pageColumn } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { PostForm, type SavedPost } from './PostForm';
import { postFormValuesFromPost } from './postFormValues';
import { useUpdatePost } from './queries';
import { editPostResolver } from './resolvers';
import type { EditablePost } from './types';

interface EditPostFormProps {
  post: EditablePost;
  /** The server refused the save because the post was canceled or sold meanwhile. */
  onNotEditable: () => void;
}

/** The edit form for an active post of the signed-in seller; saving goes to the post. */
export function EditPostForm({ post, onNotEditable }: EditPostFormProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const update = useUpdatePost(post.id);
  const postPath = `/post/${encodeURIComponent(post.id)}`;
  useDocumentTitle(t('postForm.edit.title'));
  // Read once: a refetch while the seller types must not reset the form.
  const [defaults] = useState(() => postFormValuesFromPost(post));
  const [saved] = useState<SavedPost>(() => ({
    photo: post.images[0] ?? null,
    unit: post.unit,
    categoryId: post.category.id,
    categoryName: post.category.name,
    expired: post.is_expired,
    committed: post.qty_sold + post.qty_reserved,
    point: { lat: post.lat, lng: post.lng },
  }));

  return (
    <section className={pageColumn} aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {t('postForm.edit.title')}
      </h1>
      <p className="mt-2 text-ink-muted">{t('postForm.edit.intro')}</p>
      <PostForm
        mode="edit"
        resolver={editPostResolver}
        defaultValues={defaults}
        saved={saved}
        backTo={postPath}
        onNotEditable={onNotEditable}
        onSave={async (values, onProgress) => {
          await update.mutateAsync({ body: editPostBodyFromForm(values), onProgress });
          toast(t('postForm.edit.success'), { kind: 'success' });
          await navigate(postPath);
        }}
      />
    </section>
  );
}
