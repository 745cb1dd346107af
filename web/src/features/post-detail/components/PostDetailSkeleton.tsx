import { useTranslation } from 'react-i18next';

const bar = 'block rounded bg-brand-100';

/** The page's shape in grey while the post loads, so nothing jumps when it arrives. */
export function PostDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-6 md:grid-cols-2">
      <span className="sr-only">{t('postDetail.loading')}</span>
      <span
        aria-hidden="true"
        className="block aspect-[4/3] w-full animate-pulse rounded-xl bg-brand-50 motion-reduce:animate-none"
      />
      <span
        aria-hidden="true"
        className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none"
      >
        <span className={`${bar} h-5 w-24 rounded-full`} />
        <span className={`${bar} h-8 w-4/5`} />
        <span className={`${bar} h-9 w-1/3`} />
        <span className={`${bar} h-5 w-1/2`} />
        <span className={`${bar} h-20 w-full rounded-xl`} />
      </span>
    </div>
  );
}
