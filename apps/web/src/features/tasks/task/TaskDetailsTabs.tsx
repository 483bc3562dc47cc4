import type { Task } from '@freight/domain';
import { Tabs } from '@mantine/core';
import { IconActivity, IconListCheck, IconUsers } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
import { ActivityPanel } from '../activity/ActivityPanel';
import { CollaboratorsPanel } from '../collaborators/CollaboratorsPanel';
import { SubtasksPanel } from '../subtasks/SubtasksPanel';
import type { TaskAccess } from './useTaskAccess';

export type TaskDetailsTab = 'subtasks' | 'collaborators' | 'activity';

interface TaskDetailsTabsProps {
  task: Task;
  access: TaskAccess;
  tab: TaskDetailsTab;
  onTabChange: (tab: TaskDetailsTab) => void;
}

/** An expanded card's tabs: Subtasks (count), Collaborators (count) and Activity (the last 5). */
export function TaskDetailsTabs({ task, access, tab, onTabChange }: TaskDetailsTabsProps) {
  const t = useT();
  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onTabChange(value as TaskDetailsTab)}
      mt="md"
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="subtasks" leftSection={<IconListCheck size={14} />}>
          {t('tasks.subtasksTab', { count: task.subtasks.length })}
        </Tabs.Tab>
        <Tabs.Tab value="collaborators" leftSection={<IconUsers size={14} />}>
          {t('tasks.collaboratorsTab', { count: task.collaborators.length })}
        </Tabs.Tab>
        <Tabs.Tab value="activity" leftSection={<IconActivity size={14} />}>
          {t('tasks.activityTab')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="subtasks" pt="sm">
        <SubtasksPanel task={task} access={access} />
      </Tabs.Panel>
      <Tabs.Panel value="collaborators" pt="sm">
        <CollaboratorsPanel task={task} access={access} />
      </Tabs.Panel>
      <Tabs.Panel value="activity" pt="sm">
        <ActivityPanel taskId={task.id} />
      </Tabs.Panel>
    </Tabs>
  );
}
