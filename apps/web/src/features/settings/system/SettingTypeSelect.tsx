import { SETTING_TYPES, type SettingType } from '@freight/domain';
import { Select, type SelectProps } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { SETTING_TYPE_MESSAGES } from './settingTypeOptions';

/** The settings forms' Type choice (string, number, boolean, json); always one chosen. */
export function SettingTypeSelect({
  value,
  onChange,
  ...props
}: { value: SettingType; onChange: (type: SettingType) => void } & Omit<
  SelectProps,
  'value' | 'onChange' | 'data'
>) {
  const t = useT();
  return (
    <Select
      label={t('systemSettings.type')}
      data={SETTING_TYPES.map((type) => ({ value: type, label: t(SETTING_TYPE_MESSAGES[type]) }))}
      value={value}
      onChange={(v) => v && onChange(v as SettingType)}
      allowDeselect={false}
      {...props}
    />
  );
}
