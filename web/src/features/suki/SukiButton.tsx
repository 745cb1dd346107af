import { SUKI_MAX_FOLLOWED } from '@core/schemas';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { useDeviceLocation } from '../../ui/location';
import { useToast } from '../../ui/toast';
import { useSetSuki, useSukiState } from './queries';
import './strings';

interface SukiButtonProps {
  userId: string;
  /** Who, as the page shows them (display name or username). */
  name: string;
}

/** A basket with a heart: a buyer's favourite stall. Filled while pressed. */
function SukiIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <path
        d="M12 20s-7-4.35-7-9.5A3.5 3.5 0 0 1 12 8a3.5 3.5 0 0 1 7 2.5C19 15.65 12 20 12 20Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const face =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border-2 px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const pressedFace = `${face} border-accent-700 bg-accent-700 text-white hover:bg-accent-800`;
const unpressedFace = `${face} border-accent-700 bg-white text-accent-800 hover:bg-accent-50`;

/**
 * "Become a suki": a toggle button (aria-pressed) whose words stay the same, as a toggle's
 * should; pressed, it is filled and the line under it says so. Pressed again, it stops. The
 * phone's position, when this tab already has it, goes with a follow: only posts within the
 * person's search range of it will notify them.
 */
export function SukiButton({ userId, name }: SukiButtonProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const state = useSukiState(userId);
  const setSuki = useSetSuki(userId);
  const { position } = useDeviceLocation();
  const pressed = state.data?.suki ?? false;

  const toggle = () => {
    const follow = !pressed;
    const near = position ? { lat: position.lat, lng: position.lng } : undefined;
    setSuki.mutate(
      { follow, near },
      {
        onSuccess: () =>
          toast(t(follow ? 'suki.button.started' : 'suki.button.stopped', { name }), {
            kind: 'success',
          }),
        onError: (error) => {
          const code = isApiError(error) ? error.code : undefined;
          const message =
            code === 'suki_limit'
              ? t('suki.button.limit', { max: SUKI_MAX_FOLLOWED })
              : code === 'rate_limited'
                ? t('suki.button.tooMany')
                : t('suki.button.failed');
          toast(message, { kind: 'error' });
        },
      },
    );
  };

  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={pressed}
        onClick={toggle}
        disabled={state.isPending || setSuki.isPending}
        aria-busy={setSuki.isPending}
        className={pressed ? pressedFace : unpressedFace}
      >
        <SukiIcon filled={pressed} />
        <span>{setSuki.isPending ? t('suki.button.saving') : t('suki.button.follow')}</span>
      </button>
      <p role="status" className="min-h-5 text-sm font-semibold text-accent-800">
        {pressed ? t('suki.button.youAre', { name }) : null}
      </p>
    </div>
  );
}
