import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileLanguageSync } from '../../features/notifications/useProfileLanguageSync';
import { changeLanguage } from '../../i18n';
import { isLanguage, LANGUAGES, toLanguage } from '../../i18n/languages';
import { useToast } from '../../ui/toast';

/** English / Filipino, remembered on this device and, when signed in, on the profile. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
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
          const language = event.target.value;
          if (!isLanguage(language)) return;
          // Filipino is fetched the first time; offline and never cached, it cannot be.
          changeLanguage(language).catch(() => toast(t('language.loadFailed'), { kind: 'error' }));
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
