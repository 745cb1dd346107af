import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { buttonSecondary } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { downloadMyData } from './download';
import './strings';

/** "Your data" on the profile (issue 12): the Data Privacy Act's copy of everything held. */
export function DownloadMyData() {
  const { t } = useTranslation();
  const { toast, dismiss } = useToast();
  // A retry that works must not leave the earlier failure's toast beside its success.
  const failureToast = useRef<number | null>(null);
  const download = useMutation({ mutationFn: downloadMyData });

  const start = () => {
    if (failureToast.current !== null) dismiss(failureToast.current);
    download.mutate(undefined, {
      onSuccess: () => {
        toast(t('safety.export.done'), { kind: 'success' });
      },
      onError: (error) => {
        const limited = isApiError(error) && error.status === 429;
        failureToast.current = toast(
          limited ? t('safety.export.rateLimited') : t('safety.export.failed'),
          { kind: 'error' },
        );
      },
    });
  };

  return (
    <section
      aria-labelledby="your-data-title"
      className="mt-10 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6"
    >
      <h2 id="your-data-title" className="text-lg font-bold text-brand-900">
        {t('safety.export.heading')}
      </h2>
      <p className="mt-1 text-ink">{t('safety.export.text')}</p>
      <button
        type="button"
        className={`${buttonSecondary} mt-4`}
        disabled={download.isPending}
        aria-busy={download.isPending}
        onClick={start}
      >
        {download.isPending ? t('safety.export.working') : t('safety.export.button')}
      </button>
    </section>
  );
}
