import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../../../ui/form/useValidationMessage';
import type { AmountProblem } from './amountRules';

/** What is wrong with a typed amount; 'too much' names what is left ('Only 5 kg is left'). */
export function useAmountMessage() {
  const { t } = useTranslation();
  const translate = useValidationMessage();
  return (problem: AmountProblem | undefined, most: string): string | undefined => {
    if (!problem) return undefined;
    return problem.kind === 'notEnough'
      ? t('threads.amount.errors.notEnough', { most })
      : translate(problem.key);
  };
}
