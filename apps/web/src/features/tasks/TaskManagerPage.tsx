import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useT } from '../../shared/i18n/useT';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePermission } from '../auth/session/usePermission';
import { TasksTab } from './board/TasksTab';
import { type TaskManagerTab, useTaskManagerParams } from './board/useTaskManagerParams';
import { TaskErrorBanner } from './TaskErrorBanner';
import { TaskErrorContext } from './TaskErrorContext';
import { taskErrorText } from './taskErrorText';
import { TeamsTab } from './teams/TeamsTab';

/** The Task Manager: the Tasks tab with its cards, and the Teams tab. */
export function TaskManagerPage() {
  const t = useT();
  const params = useTaskManagerParams();
  const canCreate = usePermission('tasks', 'create');
  // Bumped by New Task: the Tasks tab opens its add form (again, if it was closed since).
  const [addRequest, setAddRequest] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const report = useCallback(
    (message: string, error: unknown) => setFailure(taskErrorText(message, error)),
    [],
  );

  const onTasks = params.tab === 'tasks';
  return (
    <TaskErrorContext.Provider value={report}>
      <PageHeader
        title={t('tasks.pageTitle')}
        subtitle={t('tasks.pageSubtitle')}
        actions={
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label={t('tasks.viewLabel')}
              value={params.tab}
              onChange={(tab) => params.setTab(tab as TaskManagerTab)}
              data={[
                { value: 'tasks', label: t('tasks.tabTasks') },
                { value: 'teams', label: t('tasks.tabTeams') },
              ]}
            />
            {onTasks && canCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAddRequest((n) => n + 1)}>
                {t('tasks.newTask')}
              </Button>
            )}
          </Group>
        }
      />
      <TaskErrorBanner message={failure} onClose={() => setFailure(null)} />
      {onTasks ? <TasksTab params={params} addRequest={addRequest} /> : <TeamsTab />}
    </TaskErrorContext.Provider>
  );
}
