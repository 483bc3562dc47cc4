import { Group, Select, Text } from '@mantine/core';
import { TASK_PRIORITY_MESSAGES } from '../../../shared/i18n/domainLabels';
import { useT } from '../../../shared/i18n/useT';
import { PRIORITY_FILTERS, type PriorityFilter, TASK_SORTS, type TaskSort } from './useTaskManagerParams';

interface TasksToolbarProps {
  priority: PriorityFilter;
  sort: TaskSort;
  total: number | undefined;
  onPriorityChange: (priority: PriorityFilter) => void;
  onSortChange: (sort: TaskSort) => void;
}

/** The Tasks tab's filter, sort and the task count ('1 task', '12 tasks'). */
export function TasksToolbar({ priority, sort, total, onPriorityChange, onSortChange }: TasksToolbarProps) {
  const t = useT();
  const priorityOptions = PRIORITY_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('tasks.allPriorities') : t(TASK_PRIORITY_MESSAGES[value]),
  }));
  const sortOptions = TASK_SORTS.map((value) => ({
    value,
    label: value === 'priority' ? t('tasks.sortPriority') : t('tasks.sortCustom'),
  }));
  return (
    <Group justify="space-between" align="flex-end" mb="md" gap="sm" wrap="wrap">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ToolbarSelect
          label={t('tasks.priority')}
          data={priorityOptions}
          value={priority}
          onChange={onPriorityChange}
        />
        <ToolbarSelect label={t('tasks.sortBy')} data={sortOptions} value={sort} onChange={onSortChange} />
      </Group>
      {total !== undefined && (
        <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="task-count">
          {t('tasks.count', { count: total })}
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
