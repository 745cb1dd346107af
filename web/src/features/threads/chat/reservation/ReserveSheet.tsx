import { unitWord } from '@core/units-display';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../../../ui/form/useValidationMessage';
import { FormActions } from '../../../../ui/form/FormActions';
import { useToast } from '../../../../ui/toast';
import type { PostDetail } from '../../../post-detail/types';
import type { ThreadReservation } from '../../types';
import { actionFailure, type ActionFailure } from './actionFailure';
import { AmountField } from './AmountField';
import { addAmounts, type AmountProblem } from './amountRules';
import { FailureNotice } from './FailureNotice';
import { formatAmount } from './format';
import { PickupTimeField, type PickupValue } from './PickupTimeField';
import { fromLocalInput, latestPickup, pickupChoices } from './pickupTimes';
import { useReserve } from './queries';
import { checkReservation } from './reservationDraft';
import { Sheet } from './Sheet';
import { useAmountMessage } from './useAmountMessage';

interface ReserveSheetProps {
  threadId: string;
  buyerName: string;
  post: PostDetail;
  /** The reservation being changed, or null for a new one. */
  current: ThreadReservation | null;
  onClose: () => void;
}

/** The seller holds an amount for this buyer until a pickup time (new, or a change). */
export function ReserveSheet({ threadId, buyerName, post, current, onClose }: ReserveSheetProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const { toast } = useToast();
  const translate = useValidationMessage();
  const amountMessage = useAmountMessage();
  const titleId = useId();
  const reserve = useReserve(threadId);
  // Fixed while the sheet is open, so the quick choices do not shift under a finger.
  const [openedAt] = useState(() => new Date());
  const latest = latestPickup(openedAt, post.expires_at);
  const choices = pickupChoices(openedAt, latest);
  const [amount, setAmount] = useState(current ? String(current.qty) : '');
  const [pickup, setPickup] = useState<PickupValue>(() =>
    choices[0] ? { kind: 'choice', key: choices[0].key } : { kind: 'custom', text: '' },
  );
  const [problems, setProblems] = useState<{ qty?: AmountProblem; until?: string }>({});
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  // This thread's own reservation counts as free: it is replaced, not added to.
  const max = addAmounts(post.qty_available, current?.qty ?? 0);
  const most = formatAmount(max, post.unit, language);
  const unit = unitWord(post.unit, language);
  const serverFields = failure?.kind === 'fields' ? failure.fields : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reserve.isPending) return;
    const until =
      pickup.kind === 'choice'
        ? (choices.find((choice) => choice.key === pickup.key)?.at ?? null)
        : fromLocalInput(pickup.text);
    const check = checkReservation(amount, until, {
      now: new Date(),
      postExpiresAt: post.expires_at,
      max,
    });
    setFailure(null);
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setProblems({});
    reserve.mutate(check.body, {
      onSuccess: ({ queued }) => {
        // Offline, it waits on the phone and goes by itself (the chat says 'Waiting to send').
        if (queued) toast(t('threads.outbox.queued'));
        else {
          toast(t(current ? 'threads.reserve.changed' : 'threads.reserve.done'), {
            kind: 'success',
          });
        }
        onClose();
      },
      onError: (error) => setFailure(actionFailure(error)),
    });
  };

  return (
    <Sheet labelledBy={titleId} onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-brand-900">
            {t(current ? 'threads.reserve.changeTitle' : 'threads.reserve.title')}
          </h2>
          <p className="mt-1 text-ink-muted">
            {t('threads.reserve.intro', { name: buyerName, title: post.title })}
          </p>
        </div>
        <AmountField
          id="reserve-amount"
          label={t('threads.reserve.amount', { unit })}
          unit={unit}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setProblems((previous) => ({ ...previous, qty: undefined }));
          }}
          hint={t('threads.reserve.available', { amount: most })}
          error={
            amountMessage(problems.qty, most) ??
            (failure?.kind === 'notEnough' ? t('threads.reserve.errors.notEnough') : undefined) ??
            translate(serverFields.qty)
          }
        />
        <PickupTimeField
          choices={choices}
          value={pickup}
          onChange={(value) => {
            setPickup(value);
            setProblems((previous) => ({ ...previous, until: undefined }));
          }}
          now={openedAt}
          latest={latest}
          error={translate(problems.until ?? serverFields.until)}
        />
        <FailureNotice
          failure={failure?.kind === 'notEnough' ? null : failure}
          shownFields={['qty', 'until']}
        />
        <FormActions
          onCancel={onClose}
          submitLabel={t(current ? 'threads.reserve.saveChange' : 'threads.reserve.submit')}
          pendingLabel={t('threads.reserve.saving')}
          pending={reserve.isPending}
        />
      </form>
    </Sheet>
  );
}
