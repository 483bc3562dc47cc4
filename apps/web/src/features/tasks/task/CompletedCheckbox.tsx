import { Checkbox } from '@mantine/core';

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
  return (
    <Checkbox
      aria-label={`Completed: ${title}`}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onToggle(event.currentTarget.checked)}
      mx={mx}
    />
  );
}
