import { useTranslation } from 'react-i18next';
import type { SwipeDirection } from '../swipe';
import { ChevronIcon } from './icons';

/** A round button over a photo, large enough for a thumb; gone at the end it cannot pass. */
export const roundControl =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow-md hover:bg-white disabled:invisible';

/** Previous and next over a photo, at its left and right edges; each stops at its end. */
export function StepButtons({
  index,
  count,
  onStep,
}: {
  index: number;
  count: number;
  onStep: (direction: SwipeDirection) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={`${roundControl} absolute top-1/2 left-2 -translate-y-1/2`}
        onClick={() => onStep('previous')}
        disabled={index === 0}
        aria-label={t('postDetail.gallery.previous')}
      >
        <ChevronIcon direction="left" />
      </button>
      <button
        type="button"
        className={`${roundControl} absolute top-1/2 right-2 -translate-y-1/2`}
        onClick={() => onStep('next')}
        disabled={index === count - 1}
        aria-label={t('postDetail.gallery.next')}
      >
        <ChevronIcon direction="right" />
      </button>
    </>
  );
}
