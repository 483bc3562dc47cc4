import type { Task } from '@freight/domain';
import { Badge, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { MessageId } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/useT';
import { TaskContactControl } from '../contact/TaskContactControl';
import { TaskDeadline } from './TaskDeadline';
import { PriorityMenu, VisibilityMenu } from './TaskMenus';
import { TeamMenu } from './TeamMenu';
import type { TaskAccess } from './useTaskAccess';
import { type TaskChange, useTaskChange } from './useTaskChange';

interface TaskCardDetailsProps {
  task: Task;
  access: TaskAccess;
  onOpenCollaborators: () => void;
}

/** The card's line of controls: priority, visibility, team, collaborators, contact and deadline. */
export function TaskCardDetails({ task, access, onOpenCollaborators }: TaskCardDetailsProps) {
  const t = useT();
  const change = useTaskChange();
  // A change of this task's fields, with how the card shows it meanwhile and the banner's words if refused.
  const save = (
    changes: TaskChange['changes'],
    failure: MessageId = 'tasks.failedUpdate',
    shown?: Partial<Task>,
  ) => change.mutate({ id: task.id, changes, shown, failure });
  const collaborators = t('tasks.collaboratorCount', { count: task.collaborators.length });

  return (
    <Group gap={6} wrap="wrap" align="center">
      <PriorityMenu
        value={task.priority}
        disabled={!access.edit}
        onChange={(priority) => save({ priority }, 'tasks.failedUpdatePriority')}
      />
      <VisibilityMenu
        value={task.visibility}
        disabled={!access.share}
        onChange={(visibility) => save({ visibility })}
      />
      <TeamMenu
        team={task.team}
        editable={access.share}
        onChange={(team) => save({ team_id: team?.id ?? null }, undefined, { team })}
      />
      <Tooltip label={collaborators} withArrow>
        <UnstyledButton
          onClick={onOpenCollaborators}
          aria-label={t('tasks.collaboratorsOn', { collaborators, title: task.title })}
          style={{ borderRadius: 999, lineHeight: 0 }}
        >
          <Badge
            component="span"
            variant="light"
            color="gray"
            leftSection={<IconUsers size={12} />}
            style={{ textTransform: 'none', cursor: 'pointer' }}
          >
            {task.collaborators.length}
          </Badge>
        </UnstyledButton>
      </Tooltip>
      <TaskContactControl
        contactId={task.contact_id}
        contact={task.contact}
        editable={access.edit}
        onChange={(contact) => save({ contact_id: contact?.id ?? null }, undefined, { contact })}
      />
      <TaskDeadline
        deadline={task.deadline}
        editable={access.edit}
        onChange={(deadline) => save({ deadline }, 'tasks.failedUpdateDeadline')}
      />
    </Group>
  );
}
