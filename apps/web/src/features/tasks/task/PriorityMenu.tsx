import type { TaskPriority } from '@freight/domain';
import { IconFlag } from '@tabler/icons-react';
import { PRIORITIES_URGENT_FIRST, PRIORITY_COLORS, PRIORITY_LABELS } from '../taskLabels';
import { ChoiceMenu } from './ChoiceMenu';

const choices = PRIORITIES_URGENT_FIRST.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

/** The priority selector of a task card or subtask row. */
export function PriorityMenu({
  value,
  disabled,
  onChange,
}: {
  value: TaskPriority;
  disabled?: boolean;
  onChange: (priority: TaskPriority) => void;
}) {
  return (
    <ChoiceMenu
      value={value}
      choices={choices}
      label="Priority"
      color={PRIORITY_COLORS[value]}
      icon={<IconFlag size={12} />}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
