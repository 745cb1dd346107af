import { useTranslation } from 'react-i18next';

/** A quiet loading indicator; the text is what screen readers hear. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-10 text-ink-muted">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-3 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
      />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

/**
 * A page's wait, as tall as the screen: the footer stays below the fold until the page is in,
 * rather than showing and then jumping away when it arrives (a layout shift).
 */
export function PageSpinner({ className = '' }: { className?: string }) {
  return (
    <div className={`min-h-dvh ${className}`}>
      <Spinner />
    </div>
  );
}
