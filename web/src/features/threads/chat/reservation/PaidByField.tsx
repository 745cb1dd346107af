import { PAID_BY, type PaidBy } from '@core/schemas/payment-qr';
import { useTranslation } from 'react-i18next';
import { radioRow } from '../../../../ui/form/radioRow';

const CHOICES = [...PAID_BY, null] as const;

/**
 * Mark as sold's optional note of how the buyer paid (issue 40), for the seller's own sales
 * list and export. "Not said" is a choice of its own: the sale may be recorded before paying.
 */
export function PaidByField({
  value,
  onChange,
}: {
  value: PaidBy | null;
  onChange: (value: PaidBy | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="font-semibold text-ink">{t('threads.markSold.paidBy.legend')}</legend>
      <div className="mt-2 grid gap-2">
        {CHOICES.map((choice) => (
          <label key={choice ?? 'none'} className={radioRow}>
            <input
              type="radio"
              name="sale-paid-by"
              className="size-5 accent-brand-700"
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span className="font-semibold">
              {t(`threads.markSold.paidBy.${choice ?? 'none'}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
