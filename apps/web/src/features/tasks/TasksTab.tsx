import { moveRequest } from '@freight/domain';
import { Button, Center, Stack } from '@mantine/core';
import { IconChecklist, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { taskKeys } from '../../shared/api/queryKeys';
import { ListScreen } from '../../shared/list/ListScreen';
import { useListState } from '../../shared/list/useListState';
import { useLinkedId } from '../../shared/routing/useLinkedId';
import { usePermission } from '../auth/usePermission';
import { AddTaskForm } from './AddTaskForm';
import { LinkedTask } from './LinkedTask';
import { SortableList } from './SortableList';
import { SortableRow } from './SortableRow';
import { TaskCard } from './TaskCard';
import { TasksToolbar } from './TasksToolbar';
import { PRIORITY_LABELS } from './taskLabels';
import { useCreateTask } from './useCreateTask';
import { useMoveTask } from './useMoveTask';
import { TASK_LIST_FILTERS, type useTaskManagerParams } from './useTaskManagerParams';
import { useTasks } from './useTasks';

interface TasksTabProps {
  params: ReturnType<typeof useTaskManagerParams>;
  /** Counts the header's New Task clicks: each one opens the add form. */
  addRequest: number;
}

/** The Tasks tab: filter and sort, the add form, and the drag-sortable cards. */
export function TasksTab({ params, addRequest }: TasksTabProps) {
  const canView = usePermission('tasks', 'view');
  const canCreate = usePermission('tasks', 'create');
  const state = useListState({ filters: TASK_LIST_FILTERS });
  const { priority } = state.filters;
  // No page numbers here: each 'Show more tasks' adds a page of the 'items per page' setting.
  const [pages, setPages] = useState(1);
  const limit = pages * state.pageSize;
  const list = useTasks(priority, params.sort, limit, canView);
  const create = useCreateTask();
  const move = useMoveTask();
  const [adding, setAdding] = useState(false);
  const linked = useLinkedId('task');

  useEffect(() => {
    if (addRequest > 0) setAdding(true);
  }, [addRequest]);

  const tasks = list.data?.data ?? [];
  function handleMove(activeId: number, overId: number) {
    const ids = tasks.map((task) => task.id);
    const request = moveRequest(ids, activeId, ids.indexOf(overId));
    const byId = new Map(tasks.map((task) => [task.id, task]));
    move.mutate({
      id: activeId,
      queryKey: taskKeys.list({ priority, sort: params.sort, limit }),
      ordered: request.ids.map((id) => byId.get(id)!),
      after_id: request.after_id,
      before_id: request.before_id,
    });
    // A drag sets the custom order, and the list shows it.
    if (params.sort !== 'custom') params.setSort('custom');
  }

  const toolbar = (
    <>
      <TasksToolbar
        priority={priority}
        sort={params.sort}
        total={list.data?.total}
        onPriorityChange={(next) => state.setFilters({ priority: next })}
        onSortChange={params.setSort}
      />
      {adding && canCreate && (
        <AddTaskForm
          busy={create.isPending}
          onAdd={(title) => create.mutate(title)}
          onCancel={() => setAdding(false)}
        />
      )}
      {linked.id !== undefined && list.data && !tasks.some((task) => task.id === linked.id) && (
        <LinkedTask id={linked.id} onClose={linked.clear} />
      )}
    </>
  );

  return (
    <ListScreen
      state={state}
      list={list}
      canView={canView}
      noPermission="You do not have permission to view tasks."
      loadingLabel="Loading tasks..."
      errorMessage="Failed to fetch tasks"
      empty={{
        icon: <IconChecklist size={26} />,
        title: 'No tasks yet',
        description: 'Tasks you create, and tasks shared with you, appear here.',
        action: canCreate && !adding && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Create your first task
          </Button>
        ),
      }}
      filteredEmpty={{
        title:
          priority === 'all' ? undefined : `No ${PRIORITY_LABELS[priority].toLowerCase()} priority tasks`,
        description: 'Try another priority, or show all priorities.',
        action: (
          <Button variant="default" onClick={state.clearFilters}>
            Show all priorities
          </Button>
        ),
      }}
      toolbar={canView ? toolbar : null}
      frame="none"
      footer="none"
      renderRows={(rows, stale) => (
        <Stack gap="sm" style={{ opacity: stale ? 0.6 : 1 }}>
          <SortableList items={rows} onMove={handleMove} itemName="task" disabled={stale}>
            {rows.map((task) => (
              <SortableRow key={task.id} id={task.id} disabled={stale}>
                {(handle) => <TaskCard task={task} handle={handle} linked={task.id === linked.id} />}
              </SortableRow>
            ))}
          </SortableList>
          {list.data && list.data.total > rows.length && (
            <Center>
              <Button variant="default" onClick={() => setPages((n) => n + 1)} loading={list.isFetching}>
                Show more tasks
              </Button>
            </Center>
          )}
        </Stack>
      )}
    />
  );
}
