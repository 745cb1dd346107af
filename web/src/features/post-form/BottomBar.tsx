import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { buttonPrimary, buttonSecondary } from '../../ui/styles';

interface BottomBarProps {
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** The photo is still being prepared: posting now would send none. */
  blocked: boolean;
  /** Where Back goes when the form was opened directly (no page to go back to). */
  backTo: string;
  /** A failure that names no field ('Failed to save'), shown where the user just tapped. */
  failure: string | null;
}

/** The sticky bar at the bottom of the form: Back and Post (or Save) stay in thumb reach. */
export function BottomBar(props: BottomBarProps) {
  const { submitLabel, submittingLabel, submitting, blocked, backTo, failure } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first page of this visit: there is no app page behind it.
  const canGoBack = location.key !== 'default';

  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 border-t border-brand-100 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur sm:mx-0 sm:rounded-t-2xl">
      <p role="alert" className="mb-2 font-medium text-danger-700 empty:mb-0">
        {failure}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => (canGoBack ? navigate(-1) : navigate(backTo))}
        >
          {t('postForm.back')}
        </button>
        <button
          type="submit"
          className={`${buttonPrimary} flex-1`}
          disabled={submitting || blocked}
        >
          {submitting ? submittingLabel : submitLabel}
        </button>
      </div>
    </div>
  );
}
