import { Button } from '@mantine/core';
import { IconChecklist } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { ListScreen } from '../../../shared/list/ListScreen';
import { useListState } from '../../../shared/list/useListState';
import { useLinkedId } from '../../../shared/routing/useLinkedId';
import { usePermission } from '../../auth/session/usePermission';
import { emptyListWithCreate } from '../emptyListWithCreate';
import { AddTaskForm } from './AddTaskForm';
import { LinkedTask } from './LinkedTask';
import { TaskCardList } from './TaskCardList';
import { TasksToolbar } from './TasksToolbar';
import { useCreateTask } from './useCreateTask';
import { TASK_LIST_FILTERS, type useTaskManagerParams } from './useTaskManagerParams';
import { useTaskReorder } from './useTaskReorder';
import { useTasks } from './useTasks';

interface TasksTabProps {
  params: ReturnType<typeof useTaskManagerParams>;
  /** Counts the header's New Task clicks: each one opens the add form. */
  addRequest: number;
}

/** The Tasks tab: filter and sort, the add form, and the drag-sortable cards. */
export function TasksTab({ params, addRequest }: TasksTabProps) {
  const t = useT();
  const canView = usePermission('tasks', 'view');
  const canCreate = usePermission('tasks', 'create');
  const state = useListState({ filters: TASK_LIST_FILTERS });
  const { priority } = state.filters;
  // No page numbers here: each 'Show more tasks' adds a page of the 'items per page' setting.
  const [pages, setPages] = useState(1);
  const limit = pages * state.pageSize;
  const list = useTasks(priority, params.sort, limit, canView);
  const create = useCreateTask();
  const [adding, setAdding] = useState(false);
  const linked = useLinkedId('task');

  useEffect(() => {
    if (addRequest > 0) setAdding(true);
  }, [addRequest]);

  const tasks = list.data?.data ?? [];
  const handleMove = useTaskReorder(tasks, { priority, sort: params.sort, limit }, params.setSort);

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
      noun={[t('tasks.nounOne'), t('tasks.nounMany')]}
      icon={<IconChecklist size={26} />}
      errorMessage={t('tasks.fetchFailed')}
      empty={emptyListWithCreate(
        {
          title: t('tasks.emptyTitle'),
          description: t('tasks.emptyDescription'),
          createLabel: t('tasks.createFirst'),
        },
        canCreate && !adding && (() => setAdding(true)),
      )}
      filteredEmpty={{
        title: priority === 'all' ? undefined : t('tasks.noPriorityTasks', { priority }),
        description: t('tasks.filteredEmptyDescription'),
        action: (
          <Button variant="default" onClick={state.clearFilters}>
            {t('tasks.showAllPriorities')}
          </Button>
        ),
      }}
      toolbar={canView ? toolbar : null}
      frame="none"
      footer="none"
      renderRows={(rows, stale) => (
        <TaskCardList
          tasks={rows}
          stale={stale}
          linkedId={linked.id}
          onMove={handleMove}
          total={list.data?.total ?? 0}
          onShowMore={() => setPages((n) => n + 1)}
          loadingMore={list.isFetching}
        />
      )}
    />
  );
}
