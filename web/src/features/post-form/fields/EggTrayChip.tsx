import { amountInputText, parseAmountAs } from '@core/amount-input';
import { EGG_TRAY, offersEggTray } from '@core/units';
import { formatQuantity } from '@core/units-display';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldIds } from '../form/fieldIds';
import { chipClass } from '../form/styles';
import { useSetField } from '../form/useSetField';
import type { PostFormValues } from '../postFormValues';

/**
 * Eggs are sold by the tray in every palengke: for the Eggs category, a quick choice
 * '1 tray (30 pieces)' ('1 ka tray (30 ka buok)') that fills 30 with the unit pc.
 */
export function EggTrayChip({ categoryName }: { categoryName: string | undefined }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const { control } = useFormContext<PostFormValues>();
  const setField = useSetField();
  const [qty, unit] = useWatch({ control, name: ['qty', 'unit'] });
  if (!offersEggTray(categoryName)) return null;
  const typed = parseAmountAs('quantity', qty);
  const chosen = unit === EGG_TRAY.unit && typed.kind === 'amount' && typed.value === EGG_TRAY.qty;
  return (
    <button
      type="button"
      className={`${chipClass} mt-2`}
      aria-pressed={chosen}
      aria-controls={`${fieldIds('qty').input} ${fieldIds('unit').input}`}
      onClick={() => {
        setField('qty', amountInputText(EGG_TRAY.qty, 'quantity'));
        setField('unit', EGG_TRAY.unit);
      }}
    >
      {`${formatQuantity(1, 'tray', language)} (${formatQuantity(EGG_TRAY.qty, EGG_TRAY.unit, language)})`}
    </button>
  );
}
