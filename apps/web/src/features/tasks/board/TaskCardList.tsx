import type { Task } from '@freight/domain';
import { Button, Center, Stack } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { SortableList } from '../sortable/SortableList';
import { SortableRow } from '../sortable/SortableRow';
import { TaskCard } from '../task/TaskCard';

interface TaskCardListProps {
  tasks: Task[];
  /** True while the next answer loads: the cards stay, dimmed, and cannot be dragged. */
  stale: boolean;
  linkedId: number | undefined;
  onMove: (activeId: number, overId: number) => void;
  /** Shows 'Show more tasks' while the server has more than these. */
  total: number;
  onShowMore: () => void;
  loadingMore: boolean;
}

/** The task cards, in the order the list has, dragged to reorder; more on request. */
export function TaskCardList({
  tasks,
  stale,
  linkedId,
  onMove,
  total,
  onShowMore,
  loadingMore,
}: TaskCardListProps) {
  const t = useT();
  return (
    <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1 }}>
      <SortableList items={tasks} onMove={onMove} itemName="task" disabled={stale}>
        {tasks.map((task) => (
          <SortableRow key={task.id} id={task.id} disabled={stale}>
            {(handle) => <TaskCard task={task} handle={handle} linked={task.id === linkedId} />}
          </SortableRow>
        ))}
      </SortableList>
      {total > tasks.length && (
        <Center>
          <Button variant="default" onClick={onShowMore} loading={loadingMore}>
            {t('tasks.showMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
