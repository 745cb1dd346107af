import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldIds } from './form/fieldIds';

/** The show-contact option: a checkbox with what it changes spelled out under it. */
export function ShowContactField({ registration }: { registration: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  const ids = fieldIds(registration.name);
  return (
    <div className="flex items-start gap-3">
      {/* The 44 px box around a 24 px checkbox is the tap target. */}
      <span className="flex size-11 shrink-0 items-center justify-center">
        <input
          id={ids.input}
          type="checkbox"
          {...registration}
          className="size-6 cursor-pointer accent-brand-700"
          aria-describedby={ids.hint}
        />
      </span>
      <div className="pt-2.5">
        <label htmlFor={ids.input} className="cursor-pointer font-semibold text-ink">
          {t('profile.form.showContact')}
        </label>
        <p id={ids.hint} className="mt-0.5 text-sm text-ink-muted">
          {t('profile.form.showContactHint')}
        </p>
      </div>
    </div>
  );
}
