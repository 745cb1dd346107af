import { useTranslation } from 'react-i18next';
import { SettingSwitch } from '../notifications/SettingSwitch';
import { browserSaveData, setLowData, useLowData } from './lowDataSetting';

/** The profile's Low-data mode section: the same switch as the header menu's, explained. */
export function LowDataSection() {
  const { t } = useTranslation();
  const on = useLowData();
  return (
    <section
      aria-labelledby="low-data-title"
      className="mt-6 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6"
    >
      <h2 id="low-data-title" className="text-lg font-bold text-brand-900">
        {t('lowData.heading')}
      </h2>
      <p className="mt-1 text-ink-muted">{t('lowData.intro')}</p>
      <div className="mt-4">
        <SettingSwitch
          label={t('lowData.label')}
          context={t('lowData.heading')}
          checked={on}
          onChange={setLowData}
        />
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {browserSaveData() ? t('lowData.hintSaveData') : t('lowData.hint')}
      </p>
    </section>
  );
}
