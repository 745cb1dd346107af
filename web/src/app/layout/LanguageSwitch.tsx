import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileLanguageSync } from '../../features/notifications/useProfileLanguageSync';
import { changeLanguage } from '../../i18n';
import { isLanguage, LANGUAGES, toLanguage } from '../../i18n/languages';

/** English / Filipino, remembered on this device and, when signed in, on the profile. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  useProfileLanguageSync();
  const id = useId();
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={toLanguage(i18n.resolvedLanguage)}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="min-h-11 cursor-pointer rounded-lg border border-white/40 bg-brand-900 py-1 pr-1 pl-2 text-sm font-semibold text-white"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
