import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface SettingSwitchProps {
  /** The visible label; `context` is read before it, so "Email" alone is never ambiguous. */
  label: string;
  context: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off switch (a button with role="switch"): the whole row is the 44 px tap target,
 * and On/Off is written beside the track so the state never rests on colour alone.
 */
export function SettingSwitch({ label, context, checked, disabled, onChange }: SettingSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3">
      <label id={`${id}-label`} htmlFor={id} className="cursor-pointer py-2 font-semibold text-ink">
        <span className="sr-only">{context}: </span>
        {label}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className="group inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full px-1 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className="min-w-8 text-right text-sm font-semibold whitespace-nowrap text-ink-muted"
        >
          {checked ? t('notifications.settings.on') : t('notifications.settings.off')}
        </span>
        <span
          aria-hidden="true"
          className="relative inline-flex h-7 w-12 items-center rounded-full border-2 border-ink-muted bg-white transition-colors group-aria-checked:border-brand-700 group-aria-checked:bg-brand-700"
        >
          <span className="ml-0.5 size-5 rounded-full bg-ink-muted transition-transform group-aria-checked:translate-x-5 group-aria-checked:bg-white motion-reduce:transition-none" />
        </span>
      </button>
    </div>
  );
}
