import type { ItemCondition } from '@freight/domain';
import { Input, SegmentedControl } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { ITEM_CONDITION_MESSAGES } from './conditionMessages';

interface ConditionInputProps {
  value: ItemCondition;
  conditions: readonly ItemCondition[];
  onChange: (value: ItemCondition) => void;
  error?: string;
}

/** The goods' condition as a segmented choice: the options are few and all worth seeing at once. */
export function ConditionInput({ value, conditions, onChange, error }: ConditionInputProps) {
  const t = useT();
  return (
    <Input.Wrapper label={t('cargoLines.condition')} error={error}>
      <SegmentedControl
        aria-label={t('cargoLines.condition')}
        fullWidth
        data={conditions.map((condition) => ({
          value: condition,
          label: t(ITEM_CONDITION_MESSAGES[condition]),
        }))}
        value={value}
        onChange={(next) => onChange(next as ItemCondition)}
      />
    </Input.Wrapper>
  );
}
