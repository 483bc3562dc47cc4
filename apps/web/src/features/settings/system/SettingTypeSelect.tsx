import type { SettingType } from '@freight/domain';
import { Select, type SelectProps } from '@mantine/core';
import { settingTypeOptions } from './settingTypeOptions';

/** The settings forms' Type choice (string, number, boolean, json); always one chosen. */
export function SettingTypeSelect({
  value,
  onChange,
  ...props
}: { value: SettingType; onChange: (type: SettingType) => void } & Omit<
  SelectProps,
  'value' | 'onChange' | 'data'
>) {
  return (
    <Select
      label="Type"
      data={settingTypeOptions}
      value={value}
      onChange={(v) => v && onChange(v as SettingType)}
      allowDeselect={false}
      {...props}
    />
  );
}
