import type { ParsedAmount } from '@core/amount-input';
import { useTranslation } from 'react-i18next';

const choiceClass =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 bg-white px-4 font-semibold text-brand-800 tabular-nums hover:bg-brand-50';

interface AmountQuestionProps {
  /** The question's id: the field's aria-describedby names it while it asks. */
  id: string;
  /** What the field's text reads as; only an ambiguous amount asks. */
  parsed: ParsedAmount | null;
  /** Whether the field asks now (useAmountText's `asking`). */
  show: boolean;
  /** '₱1,200.00' for prices, '1,200' for quantities. */
  format: (value: number) => string;
  onChoose: (value: number) => void;
}

/**
 * 'Did you mean ₱1,200.00 or ₱1.20?' under an amount field whose text has two readings
 * ('1.200', '1,20'), with a button for each: the form never guesses. The region is always
 * there, so screen readers announce the question when it appears.
 */
export function AmountQuestion({ id, parsed, show, format, onChoose }: AmountQuestionProps) {
  const { t } = useTranslation();
  const options = show && parsed?.kind === 'ambiguous' ? parsed.options : null;
  return (
    <div aria-live="polite">
      {options ? (
        <div
          role="group"
          aria-labelledby={id}
          className="mt-2 rounded-lg border border-accent-200 bg-accent-50 p-3"
        >
          <p id={id} className="flex items-start gap-1 font-semibold text-ink">
            <span aria-hidden="true">?</span>
            <span>
              {t('form.amountQuestion', { first: format(options[0]), second: format(options[1]) })}
            </span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {options.map((value) => (
              <button
                key={value}
                type="button"
                className={choiceClass}
                onClick={() => onChoose(value)}
              >
                {format(value)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
