import { createPostBodyFromForm } from '@core/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { pageColumn } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { PostForm } from './PostForm';
import { emptyPostFormValues } from './postFormValues';
import { useCreatePost } from './queries';
import { createPostResolver } from './resolvers';
import './strings';

/** /post/new (SPEC §2): on success 'Posted!', the lists refresh and the seller goes home. */
export function CreatePostPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const create = useCreatePost();
  const [defaults] = useState(emptyPostFormValues);
  useDocumentTitle(t('postForm.create.title'));

  return (
    <section className={pageColumn} aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {t('postForm.create.title')}
      </h1>
      <p className="mt-2 text-ink-muted">{t('postForm.create.intro')}</p>
      <PostForm
        mode="create"
        resolver={createPostResolver}
        defaultValues={defaults}
        backTo="/"
        onSave={async (values, onProgress) => {
          await create.mutateAsync({ body: createPostBodyFromForm(values), onProgress });
          toast(t('postForm.create.success'), { kind: 'success' });
          await navigate('/');
        }}
      />
    </section>
  );
}
