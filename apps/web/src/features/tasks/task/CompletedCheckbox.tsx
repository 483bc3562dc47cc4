import { Checkbox } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';

interface CompletedCheckboxProps {
  /** The task's or subtask's title, for the box's name ('Completed: Despacho Jebel Ali'). */
  title: string;
  checked: boolean;
  disabled: boolean;
  onToggle: (completed: boolean) => void;
  mx?: number;
}

/** The completed box of a task card or a subtask row. */
export function CompletedCheckbox({ title, checked, disabled, onToggle, mx }: CompletedCheckboxProps) {
  const t = useT();
  return (
    <Checkbox
      aria-label={t('tasks.completedNamed', { title })}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onToggle(event.currentTarget.checked)}
      mx={mx}
    />
  );
}
