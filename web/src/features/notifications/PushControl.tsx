import { useTranslation } from 'react-i18next';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { buttonPrimary, buttonSecondary } from '../../ui/styles';
import { turnOnFailure } from './failures';
import { pushStateOf, type PushState } from './push';
import { usePushStatus, useTurnOffPush, useTurnOnPush } from './queries';

const ICONS: Record<PushState, string> = {
  on: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4',
  off: 'M6 16V11a6 6 0 0 1 9-5.2M18 11v5l2 2H8m2 2h4M4 4l16 16',
  blocked: 'M6 16V11a6 6 0 0 1 9-5.2M18 11v5l2 2H8m2 2h4M4 4l16 16',
  unsupported: 'M12 8v5m0 3v.5M4 20h16L12 4 4 20Z',
};

/** "This phone": whether push reaches this browser, and the one button that changes it. */
export function PushControl() {
  const { t } = useTranslation();
  const status = usePushStatus();
  const turnOn = useTurnOnPush();
  const turnOff = useTurnOffPush();

  if (status.isPending) return <Spinner label={t('notifications.push.checking')} />;
  if (status.isError) {
    return (
      <LoadError
        message={t('notifications.push.checkFailed')}
        onRetry={() => void status.refetch()}
        busy={status.isFetching}
      />
    );
  }

  const state = pushStateOf(status.data);
  const busy = turnOn.isPending || turnOff.isPending;
  const onFailure = turnOn.isError ? turnOnFailure(turnOn.error) : null;
  const offFailure = turnOff.isError ? 'notifications.push.errors.turnOff' : null;
  const failure = onFailure ?? offFailure;
  const label = {
    on: turnOff.isPending ? t('notifications.push.turningOff') : t('notifications.push.turnOff'),
    off: turnOn.isPending ? t('notifications.push.turningOn') : t('notifications.push.turnOn'),
  };
  const hint = {
    on: 'notifications.push.onHint',
    off: 'notifications.push.offHint',
    blocked: 'notifications.push.unblockHowTo',
    unsupported: 'notifications.push.unsupportedHint',
  } as const;

  return (
    <div>
      <h3 className="font-bold text-brand-900">{t('notifications.push.heading')}</h3>
      {/* Polite live region: the new state is read out after Turn on / Turn off. */}
      <p
        role="status"
        className="mt-2 flex items-center gap-2 font-semibold text-ink"
        data-push-state={state}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-6 shrink-0 ${state === 'on' ? 'text-brand-700' : state === 'off' ? 'text-ink-muted' : 'text-accent-700'}`}
          fill="none"
        >
          <path
            d={ICONS[state]}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t(`notifications.push.state.${state}`)}
      </p>
      <p className="mt-1 text-ink-muted">{t(hint[state])}</p>
      {failure ? (
        <p role="alert" className="mt-3 font-semibold text-danger-700">
          {t(failure)}
        </p>
      ) : null}
      {state === 'off' || state === 'on' ? (
        // One button that changes its job, and aria-disabled rather than disabled while busy:
        // focus stays on it through the wait and the flip, so a keyboard user is not lost.
        <button
          type="button"
          className={`${state === 'on' ? buttonSecondary : buttonPrimary} mt-4 aria-disabled:cursor-wait aria-disabled:opacity-60`}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (busy) return;
            turnOn.reset();
            turnOff.reset();
            if (state === 'on') turnOff.mutate();
            else turnOn.mutate();
          }}
        >
          {label[state]}
        </button>
      ) : null}
    </div>
  );
}
