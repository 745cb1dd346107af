import { RATING_MAX, RATING_MIN } from '@core/constants';
import { useTranslation } from 'react-i18next';

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/**
 * 1 to 5 stars as real radio buttons: arrow keys change the rating, each star is named
 * ('4 stars'), and the stars up to the choice are filled.
 */
export function StarRatingField({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-ink">
        {t('threads.review.ratingLegend')}
      </legend>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center"
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className={`rounded-lg text-3xl leading-none peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700 ${
                stars <= value ? 'text-accent-700' : 'text-brand-200'
              }`}
            >
              ★
            </span>
            <span className="sr-only">{t('threads.review.stars', { count: stars })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
