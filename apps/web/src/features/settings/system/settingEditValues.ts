import type { Setting, SettingType } from '@freight/domain';

/** What the in-place setting editor changes. */
export interface SettingEditValues {
  setting_value: string;
  setting_type: SettingType;
  description: string;
}

export const SETTING_FIELD_LABELS: Record<keyof SettingEditValues, string> = {
  setting_value: 'Value',
  setting_type: 'Type',
  description: 'Description',
};

export const settingEditValues = (setting: Setting): SettingEditValues => ({
  setting_value: setting.setting_value,
  setting_type: setting.setting_type,
  description: setting.description,
});
