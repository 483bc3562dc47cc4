import { COST_ITEM_MESSAGES } from '@freight/domain';
import { Alert, Checkbox, Select, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
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
  const { values, errors, setField } = fields;
  return (
    <Stack gap="sm">
      <Checkbox
        label="Sub-item"
        description={
          hasSubItems
            ? 'This item has sub-items of its own, so it cannot become a sub-item.'
            : 'Listed indented under a main item, without a number of its own.'
        }
        checked={values.is_sub_item}
        disabled={hasSubItems && !values.is_sub_item}
        onChange={(event) => setField('is_sub_item', event.currentTarget.checked)}
        error={errors.is_sub_item}
      />
      {values.is_sub_item &&
        (parentOptions.length === 0 ? (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} py="xs">
            {COST_ITEM_MESSAGES.noParentItems}
          </Alert>
        ) : (
          <Select
            label="Parent item"
            placeholder="Select the main item"
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
