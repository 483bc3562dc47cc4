import { Alert, Checkbox, Select, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
import type { CostLineFieldGroup } from './costLineFieldGroup';

interface CostLineParentFieldsProps {
  fields: CostLineFieldGroup;
  /** `parentChoices`, labelled with their row numbers. */
  parentOptions: { value: string; label: string }[];
  /** The edited item has sub-items of its own, so it cannot become one (the server refuses it). */
  hasSubItems: boolean;
}

/** The Sub-item checkbox and, when checked, the parent it hangs under. */
export function CostLineParentFields({ fields, parentOptions, hasSubItems }: CostLineParentFieldsProps) {
  const t = useT();
  const { values, errors, setField } = fields;
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('costLines.subItem')}
        description={hasSubItems ? t('costLines.hasSubItems') : t('costLines.subItemHint')}
        checked={values.is_sub_item}
        disabled={hasSubItems && !values.is_sub_item}
        onChange={(event) => setField('is_sub_item', event.currentTarget.checked)}
        error={errors.is_sub_item}
      />
      {values.is_sub_item &&
        (parentOptions.length === 0 ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} py="xs">
            {t('costLines.noParentItems')}
          </Alert>
        ) : (
          <Select
            label={t('costLines.parentItem')}
            placeholder={t('costLines.selectMainItem')}
            data={parentOptions}
            value={values.parent_id === null ? null : String(values.parent_id)}
            onChange={(next) => setField('parent_id', next === null ? null : Number(next))}
            allowDeselect={false}
            searchable
            checkIconPosition="right"
            comboboxProps={{ zIndex: 400 }}
            required
            error={errors.parent_id}
          />
        ))}
    </Stack>
  );
}
