import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../../ui/SettingsSection';
import { SettingSwitch } from '../notifications/SettingSwitch';
import { browserSaveData, setLowData, useLowData } from './lowDataSetting';

/** The profile's Low-data mode section: the same switch as the header menu's, explained. */
export function LowDataSection() {
  const { t } = useTranslation();
  const on = useLowData();
  return (
    <SettingsSection
      titleId="low-data-title"
      heading={t('lowData.heading')}
      intro={t('lowData.intro')}
    >
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
    </SettingsSection>
  );
}
