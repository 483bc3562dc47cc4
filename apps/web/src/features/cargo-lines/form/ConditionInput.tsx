import type { ItemCondition } from '@freight/domain';
import { Input, SegmentedControl } from '@mantine/core';

interface ConditionInputProps {
  value: ItemCondition;
  conditions: readonly ItemCondition[];
  onChange: (value: ItemCondition) => void;
  error?: string;
}

/** The goods' condition as a segmented choice: the options are few and all worth seeing at once. */
export function ConditionInput({ value, conditions, onChange, error }: ConditionInputProps) {
  return (
    <Input.Wrapper label="Condition" error={error}>
      <SegmentedControl
        aria-label="Condition"
        fullWidth
        data={[...conditions]}
        value={value}
        onChange={(next) => onChange(next as ItemCondition)}
      />
    </Input.Wrapper>
  );
}
