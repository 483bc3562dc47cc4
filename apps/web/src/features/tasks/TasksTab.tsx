import { moveRequest, type Task } from '@freight/domain';
import { Button, Center, Paper, Stack } from '@mantine/core';
import { IconAlertTriangle, IconChecklist, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { taskKeys } from '../../shared/api/queryKeys';
import { useItemsPerPage } from '../../shared/hooks/useItemsPerPage';
import { useLinkedId } from '../../shared/routing/useLinkedId';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { ListMessage } from '../../shared/ui/ListMessage';
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
import type { useTaskManagerParams } from './useTaskManagerParams';
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
  // The task list has no fixed length: each 'Show more tasks' adds a page of the 'items per page' setting.
  const pageSize = useItemsPerPage();
  const [pages, setPages] = useState(1);
  const limit = pages * pageSize;
  const list = useTasks(params.priority, params.sort, limit, canView);
  const create = useCreateTask();
  const move = useMoveTask();
  const [adding, setAdding] = useState(false);
  const linked = useLinkedId('task');

  useEffect(() => {
    if (addRequest > 0) setAdding(true);
  }, [addRequest]);

  if (!canView) {
    return (
      <ListMessage icon={<IconChecklist size={26} />} title="You do not have permission to view tasks." />
    );
  }

  const tasks = list.data?.data ?? [];

  function handleMove(activeId: number, overId: number) {
    const ids = tasks.map((task) => task.id);
    const request = moveRequest(ids, activeId, ids.indexOf(overId));
    const byId = new Map(tasks.map((task) => [task.id, task]));
    move.mutate({
      id: activeId,
      queryKey: taskKeys.list({ priority: params.priority, sort: params.sort, limit }),
      ordered: request.ids.map((id) => byId.get(id)!),
      after_id: request.after_id,
      before_id: request.before_id,
    });
    // A drag sets the custom order, and the list shows it, or the row would jump back.
    if (params.sort !== 'custom') params.setSort('custom');
  }

  function body() {
    if (list.isPending) return <CenteredLoader label="Loading tasks..." />;
    if (list.isError && !list.data) {
      return (
        <ListMessage
          icon={<IconAlertTriangle size={26} />}
          color="red"
          title={apiErrorMessage(list.error, 'Failed to fetch tasks')}
        >
          <Button variant="light" onClick={() => list.refetch()} loading={list.isFetching}>
            Try Again
          </Button>
        </ListMessage>
      );
    }
    if (tasks.length === 0) return emptyState();
    return (
      <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        <SortableList items={tasks} onMove={handleMove} itemName="task" disabled={list.isPlaceholderData}>
          {tasks.map((task: Task) => (
            <SortableRow key={task.id} id={task.id} disabled={list.isPlaceholderData}>
              {(handle) => <TaskCard task={task} handle={handle} linked={task.id === linked.id} />}
            </SortableRow>
          ))}
        </SortableList>
        {list.data && list.data.total > tasks.length && (
          <Center>
            <Button variant="default" onClick={() => setPages((n) => n + 1)} loading={list.isFetching}>
              Show more tasks
            </Button>
          </Center>
        )}
      </Stack>
    );
  }

  function emptyState() {
    if (params.priority !== 'all') {
      return (
        <ListMessage
          icon={<IconChecklist size={26} />}
          title={`No ${PRIORITY_LABELS[params.priority].toLowerCase()} priority tasks`}
          description="Try another priority, or show all priorities."
        >
          <Button variant="default" onClick={() => params.setPriority('all')}>
            Show all priorities
          </Button>
        </ListMessage>
      );
    }
    return (
      <ListMessage
        icon={<IconChecklist size={26} />}
        title="No tasks yet"
        description="Tasks you create, and tasks shared with you, appear here."
      >
        {canCreate && !adding && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Create your first task
          </Button>
        )}
      </ListMessage>
    );
  }

  return (
    <>
      <TasksToolbar
        priority={params.priority}
        sort={params.sort}
        total={list.data?.total}
        onPriorityChange={params.setPriority}
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
      {tasks.length === 0 ? <Paper withBorder>{body()}</Paper> : body()}
    </>
  );
}
