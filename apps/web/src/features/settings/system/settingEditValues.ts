import type { Setting, SettingType } from '@freight/domain';
import type { Translate } from '../../../shared/i18n/useT';

/** What the in-place setting editor changes. */
export interface SettingEditValues {
  setting_value: string;
  setting_type: SettingType;
  description: string;
}

/** The editor's field labels in the reader's language, for the conflict notice after a colleague's save. */
export const settingFieldLabels = (t: Translate): Record<keyof SettingEditValues, string> => ({
  setting_value: t('systemSettings.value'),
  setting_type: t('systemSettings.type'),
  description: t('systemSettings.description'),
});

export const settingEditValues = (setting: Setting): SettingEditValues => ({
  setting_value: setting.setting_value,
  setting_type: setting.setting_type,
  description: setting.description,
});
