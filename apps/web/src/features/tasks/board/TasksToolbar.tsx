import { Group, Select, Text } from '@mantine/core';
import { countLabel } from '../formatRelativeTime';
import { PRIORITY_LABELS } from '../taskLabels';
import { PRIORITY_FILTERS, type PriorityFilter, TASK_SORTS, type TaskSort } from './useTaskManagerParams';

interface TasksToolbarProps {
  priority: PriorityFilter;
  sort: TaskSort;
  total: number | undefined;
  onPriorityChange: (priority: PriorityFilter) => void;
  onSortChange: (sort: TaskSort) => void;
}

const priorityOptions = PRIORITY_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All priorities' : PRIORITY_LABELS[value],
}));
const sortOptions = TASK_SORTS.map((value) => ({
  value,
  label: value === 'priority' ? 'Priority' : 'Custom order',
}));

/** The Tasks tab's filter, sort and the task count ('1 task', '12 tasks'). */
export function TasksToolbar({ priority, sort, total, onPriorityChange, onSortChange }: TasksToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ToolbarSelect label="Priority" data={priorityOptions} value={priority} onChange={onPriorityChange} />
        <ToolbarSelect label="Sort by" data={sortOptions} value={sort} onChange={onSortChange} />
      </Group>
      {total !== undefined && (
        <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="task-count">
          {countLabel(total, 'task')}
        </Text>
      )}
    </Group>
  );
}

interface ToolbarSelectProps<T extends string> {
  label: string;
  data: { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** One of the toolbar's pickers: always a value, never cleared. */
function ToolbarSelect<T extends string>({ label, data, value, onChange }: ToolbarSelectProps<T>) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next as T)}
      allowDeselect={false}
      w={170}
      size="sm"
    />
  );
}
