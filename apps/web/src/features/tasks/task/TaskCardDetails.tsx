import type { Task } from '@freight/domain';
import { Badge, Group, Tooltip, UnstyledButton } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { TaskContactControl } from '../contact/TaskContactControl';
import { countLabel } from '../formatRelativeTime';
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
  const change = useTaskChange();
  // A change of this task's fields, with how the card shows it meanwhile and the banner's words if refused.
  const save = (changes: TaskChange['changes'], failure = 'Failed to update task', shown?: Partial<Task>) =>
    change.mutate({ id: task.id, changes, shown, failure });
  const collaborators = countLabel(task.collaborators.length, 'collaborator');

  return (
    <Group gap={6} wrap="wrap" align="center">
      <PriorityMenu
        value={task.priority}
        disabled={!access.edit}
        onChange={(priority) => save({ priority }, 'Failed to update task priority')}
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
          aria-label={`${collaborators} on ${task.title}`}
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
        onChange={(deadline) => save({ deadline }, 'Failed to update task deadline')}
      />
    </Group>
  );
}
