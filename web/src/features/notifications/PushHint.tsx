import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { turnOnFailure } from './failures';
import { shouldOfferPushHint } from './push';
import { dismissPushHint, usePushHintMoment } from './pushHintStore';
import { usePushStatus, useTurnOnPush } from './queries';
import './strings';

const compact = 'text-sm';

/**
 * The chat's one-time offer after a message is sent: turn notifications on to hear the
 * reply. Shown only where one tap can do it (supported, not yet asked, not subscribed).
 */
export function PushHint() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const moment = usePushHintMoment();
  const status = usePushStatus(moment.sent && !moment.dismissed);
  const turnOn = useTurnOnPush();

  if (!shouldOfferPushHint(status.data, moment) && !turnOn.isPending) return null;

  const start = () =>
    turnOn.mutate(undefined, {
      onSuccess: () => toast(t('notifications.hint.turnedOn'), { kind: 'success' }),
      onError: (error) => {
        const failure = turnOnFailure(error);
        // A block hides this card (the browser will not ask again): say where to undo it.
        const text = failure
          ? t(failure)
          : `${t('notifications.push.state.blocked')} ${t('notifications.push.unblockHowTo')}`;
        toast(text, { kind: 'error', durationMs: 8000 });
      },
    });

  return (
    <section
      aria-labelledby="push-hint-title"
      className="mx-3 mb-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-accent-200 bg-accent-50 px-3 py-2"
    >
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="push-hint-title" className="font-bold text-brand-900">
          {t('notifications.hint.title')}
        </h2>
        <p className="text-sm text-ink">{t('notifications.hint.text')}</p>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className={`${buttonPrimary} ${compact}`}
          onClick={start}
          disabled={turnOn.isPending}
        >
          {turnOn.isPending ? t('notifications.push.turningOn') : t('notifications.hint.turnOn')}
        </button>
        <button
          type="button"
          className={`${buttonSecondary} ${compact}`}
          onClick={dismissPushHint}
          disabled={turnOn.isPending}
        >
          {t('notifications.hint.notNow')}
        </button>
      </div>
    </section>
  );
}
