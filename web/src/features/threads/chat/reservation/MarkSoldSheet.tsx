import type { PaidBy } from '@core/schemas/payment-qr';
import { useQueryClient } from '@tanstack/react-query';
import { unitWord } from '@core/units-display';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../../../ui/form/useValidationMessage';
import { FormActions } from '../../../../ui/form/FormActions';
import { useToast } from '../../../../ui/toast';
import type { PostDetail } from '../../../post-detail/types';
import { useCompleteThread } from '../../queries';
import type { ThreadReservation } from '../../types';
import { actionFailure, type ActionFailure } from './actionFailure';
import { AmountField } from './AmountField';
import type { AmountProblem } from './amountRules';
import { FailureNotice } from './FailureNotice';
import { PaidByField } from './PaidByField';
import { formatAmount } from './format';
import { saleAmount, saleChoices, saleLimit, type SaleChoice } from './saleChoices';
import { Sheet } from './Sheet';
import { useAmountMessage } from './useAmountMessage';
import { radioRow } from '../../../../ui/form/radioRow';

interface MarkSoldSheetProps {
  threadId: string;
  buyerName: string;
  post: PostDetail;
  reservation: ThreadReservation | null;
  onClose: () => void;
}

/**
 * Mark as sold, asking how much this buyer took: all that is left, their reservation, or an
 * amount. The sale completes this conversation; the post stays up while some is left.
 */
export function MarkSoldSheet({
  threadId,
  buyerName,
  post,
  reservation,
  onClose,
}: MarkSoldSheetProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const amountMessage = useAmountMessage();
  const translate = useValidationMessage();
  const titleId = useId();
  const complete = useCompleteThread(threadId);
  const amounts = { available: post.qty_available, reserved: reservation?.qty ?? null };
  const choices = saleChoices(amounts);
  const [choice, setChoice] = useState<SaleChoice>(choices[0]!);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<AmountProblem | undefined>();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [paidBy, setPaidBy] = useState<PaidBy | null>(null);
  const amount = (qty: number) => formatAmount(qty, post.unit, language);
  const unit = unitWord(post.unit, language);
  const most = amount(saleLimit(amounts));

  const labels: Record<SaleChoice, string> = {
    reservation: t('threads.markSold.choices.reservation', {
      amount: amount(reservation?.qty ?? 0),
    }),
    all: t('threads.markSold.choices.all', { amount: most }),
    amount: t('threads.markSold.choices.amount'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete.isPending) return;
    const check = saleAmount(choice, amounts, typed);
    setFailure(null);
    if (!check.ok) {
      setProblem(check.problem);
      return;
    }
    setProblem(undefined);
    complete.mutate(paidBy ? { qty: check.qty, paid_by: paidBy } : { qty: check.qty }, {
      onSuccess: () => {
        toast(t('threads.markSold.done'), { kind: 'success' });
        onClose();
      },
      onError: (error) => {
        setFailure(actionFailure(error));
        // Someone else bought or was given part of it: show what is left now.
        void queryClient.invalidateQueries({ queryKey: ['posts'] });
      },
    });
  };

  const serverQty = failure?.kind === 'fields' ? failure.fields.qty : undefined;
  return (
    <Sheet labelledBy={titleId} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {t('threads.markSold.title')}
          </h2>
          <p className="mt-1 text-ink-muted">
            {t('threads.markSold.howMuch', { name: buyerName })}
          </p>
        </div>
        <fieldset>
          <legend className="sr-only">{t('threads.markSold.howMuchLegend')}</legend>
          <div className="grid gap-2">
            {choices.map((key) => (
              <label key={key} className={radioRow}>
                <input
                  type="radio"
                  name="sale-amount"
                  className="size-5 accent-brand-700"
                  checked={choice === key}
                  onChange={() => {
                    setChoice(key);
                    setProblem(undefined);
                  }}
                />
                <span className="font-semibold">{labels[key]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {choice === 'amount' ? (
          <AmountField
            id="sale-amount-typed"
            label={t('threads.markSold.amountLabel', { unit })}
            unit={unit}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setProblem(undefined);
            }}
            hint={t('threads.reserve.available', { amount: most })}
            error={amountMessage(problem, most) ?? translate(serverQty)}
          />
        ) : problem ? (
          <p role="alert" className="font-medium text-danger-700">
            {amountMessage(problem, most)}
          </p>
        ) : null}
        <PaidByField value={paidBy} onChange={setPaidBy} />
        <p className="text-sm text-ink-muted">{t('threads.markSold.note')}</p>
        <FailureNotice failure={failure} shownFields={choice === 'amount' ? ['qty'] : []} />
        <FormActions
          onCancel={onClose}
          submitLabel={t('threads.markSold.confirm')}
          pendingLabel={t('threads.markSold.working')}
          pending={complete.isPending}
        />
      </form>
    </Sheet>
  );
}
