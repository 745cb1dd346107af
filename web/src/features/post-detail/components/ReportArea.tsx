import { useTranslation } from 'react-i18next';
import type { ViewerKind } from '../viewer';

/**
 * Where the report form goes (SPEC §2, §6): nothing for visitors and for the seller; for
 * other members, for now, a disabled button saying reporting is on its way. The reports
 * work replaces the body of this component.
 */
export function ReportArea({ viewer }: { viewer: ViewerKind; postId: string }) {
  const { t } = useTranslation();
  if (viewer !== 'member') return null;
  return (
    <section aria-labelledby="report-heading" className="mt-6 border-t border-brand-100 pt-4">
      <h2 id="report-heading" className="sr-only">
        {t('postDetail.report.heading')}
      </h2>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          disabled
          aria-describedby="report-soon"
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-200 bg-white px-3 text-sm font-semibold text-ink-muted disabled:cursor-not-allowed"
        >
          {t('postDetail.report.button')}
        </button>
        <p id="report-soon" className="text-sm text-ink-muted">
          {t('postDetail.report.soon')}
        </p>
      </div>
    </section>
  );
}
