import { LANGUAGE_CHOICE_PATH } from '@core/page-cookies';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useProfileLanguageSync } from '../../features/notifications/useProfileLanguageSync';
import { changeLanguage } from '../../i18n';
import { isLanguage, LANGUAGES, toLanguage } from '../../i18n/languages';
import { useToast } from '../../ui/toast';

/**
 * English / Filipino / Binisaya, remembered on this device and, when signed in, on the
 * profile. A GET form too: a page that runs no script sends it with its button to the server
 * (LANGUAGE_CHOICE_PATH), which keeps the choice and shows the same page again in it; with
 * script the app switches in place and the button is not there.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const { pathname, search } = useLocation();
  useProfileLanguageSync();
  const id = useId();

  const choose = (language: string) => {
    if (!isLanguage(language)) return;
    // Filipino is fetched the first time; offline and never cached, it cannot be.
    changeLanguage(language).catch(() => toast(t('language.loadFailed'), { kind: 'error' }));
  };

  return (
    <form
      method="get"
      action={LANGUAGE_CHOICE_PATH}
      className="flex items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const field = event.currentTarget.elements.namedItem('lang');
        if (field instanceof HTMLSelectElement) choose(field.value);
      }}
    >
      <input type="hidden" name="return" value={`${pathname}${search}`} />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        name="lang"
        value={toLanguage(i18n.resolvedLanguage)}
        onChange={(event) => choose(event.target.value)}
        className="min-h-11 cursor-pointer rounded-lg border border-white/40 bg-brand-900 py-1 pr-1 pl-2 text-sm font-semibold text-white"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
      <noscript>
        {/* An arrow, its name for screen readers: a phone's header has room for no more. */}
        <button
          type="submit"
          className="inline-flex size-11 items-center justify-center rounded-lg border border-white/40 text-white hover:bg-brand-700"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
            <path
              d="M5 12h14m-6-6 6 6-6 6"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="sr-only">{t('language.apply')}</span>
        </button>
      </noscript>
    </form>
  );
}
