import { type Task, taskProgress } from '@freight/domain';
import { ActionIcon, Collapse, Group, Paper, Stack } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { DragHandle } from '../sortable/DragHandle';
import type { DragHandleProps } from '../sortable/SortableRow';
import { CompletedCheckbox } from './CompletedCheckbox';
import { InlineTitle } from './InlineTitle';
import classes from './TaskCard.module.css';
import { TaskCardActions } from './TaskCardActions';
import { TaskCardDetails } from './TaskCardDetails';
import { type TaskDetailsTab, TaskDetailsTabs } from './TaskDetailsTabs';
import { TaskProgress } from './TaskProgress';
import { TaskTimes } from './TaskTimes';
import { useTaskAccess } from './useTaskAccess';
import { useTaskChange } from './useTaskChange';

/** One task of the list, with its expandable tabs. */
export function TaskCard({
  task,
  handle,
  linked = false,
}: {
  task: Task;
  handle: DragHandleProps;
  /** Opened by a link (the global search): shown expanded, marked, and scrolled to. */
  linked?: boolean;
}) {
  const t = useT();
  const access = useTaskAccess(task);
  const change = useTaskChange();
  const [expanded, setExpanded] = useState(linked);
  // The card a link opened (a notification's, the search's) comes into view and takes the keyboard focus.
  const scrollTo = useCallback(
    (node: HTMLElement | null) => {
      if (!linked || !node) return;
      node.scrollIntoView({ block: 'center' });
      node.focus({ preventScroll: true });
    },
    [linked],
  );
  const [tab, setTab] = useState<TaskDetailsTab>('subtasks');
  const detailsId = `task-${task.id}-details`;
  const progress = taskProgress(task);

  function openTab(next: TaskDetailsTab) {
    setTab(next);
    setExpanded(true);
  }

  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      className={classes.card}
      data-completed={task.completed || undefined}
      data-linked={linked || undefined}
      ref={scrollTo}
      tabIndex={linked ? -1 : undefined}
      data-testid="task-card"
      aria-label={t('tasks.taskNamed', { title: task.title })}
      component="article"
    >
      <Group wrap="nowrap" align="flex-start" gap={6}>
        <TaskCardControls
          task={task}
          handle={handle}
          editable={access.edit}
          expanded={expanded}
          detailsId={detailsId}
          onToggle={() => setExpanded((open) => !open)}
        />
        <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <InlineTitle
              title={task.title}
              label={t('tasks.taskTitle')}
              editLabel={t('tasks.editTaskTitle', { title: task.title })}
              editable={access.edit}
              completed={task.completed}
              onSave={(title) =>
                change.mutate({ id: task.id, changes: { title }, failure: 'tasks.failedUpdateTitle' })
              }
            />
            <TaskCardActions task={task} access={access} />
          </Group>
          <TaskCardDetails task={task} access={access} onOpenCollaborators={() => openTab('collaborators')} />
          {task.subtasks.length > 0 && (
            <TaskProgress value={progress} label={t('tasks.progressOf', { title: task.title })} />
          )}
          <TaskTimes createdAt={task.created_at} modifiedAt={task.updated_at} />
        </Stack>
      </Group>
      <Collapse expanded={expanded}>
        <div id={detailsId}>
          {expanded && <TaskDetailsTabs task={task} access={access} tab={tab} onTabChange={setTab} />}
        </div>
      </Collapse>
    </Paper>
  );
}

interface TaskCardControlsProps {
  task: Task;
  handle: DragHandleProps;
  editable: boolean;
  expanded: boolean;
  detailsId: string;
  onToggle: () => void;
}

/** The card's left edge: drag handle, the completed checkbox, and expand/collapse of its tabs. */
function TaskCardControls({ task, handle, editable, expanded, detailsId, onToggle }: TaskCardControlsProps) {
  const t = useT();
  const change = useTaskChange();
  return (
    <Group gap={2} wrap="nowrap" mt={2}>
      <DragHandle
        handle={{ ...handle, disabled: handle.disabled || !editable }}
        label={t('tasks.dragToReorder', { title: task.title })}
      />
      <CompletedCheckbox
        title={task.title}
        checked={task.completed}
        disabled={!editable}
        onToggle={(completed) =>
          change.mutate({ id: task.id, changes: { completed }, failure: 'tasks.failedToggle' })
        }
        mx={4}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t(expanded ? 'tasks.collapseNamed' : 'tasks.expandNamed', { title: task.title })}
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={onToggle}
      >
        {expanded ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
      </ActionIcon>
    </Group>
  );
}
