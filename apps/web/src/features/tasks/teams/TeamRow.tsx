import { TASK_MESSAGES, type Team, type TeamUpdateInput } from '@freight/domain';
import { ActionIcon, Badge, Button, Group, Switch, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { cardCell } from '../../../shared/ui/cardCell';
import { RowEditDeleteActions } from '../../../shared/ui/RowEditDeleteActions';
import { countLabel } from '../formatRelativeTime';

interface TeamRowProps {
  team: Team;
  canEdit: boolean;
  canDelete: boolean;
  onSave: (changes: TeamUpdateInput) => void;
  onDelete: () => void;
  onMembers: () => void;
}

/** One team; Edit turns the row into its form in place (name, description, active). */
export function TeamRow({ team, canEdit, canDelete, onSave, onDelete, onMembers }: TeamRowProps) {
  const [draft, setDraft] = useState<{ name: string; description: string; is_active: boolean } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const format = useDateFormat();

  const members = (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconUsers size={14} />}
      onClick={onMembers}
      aria-label={`Members of ${team.name}: ${team.member_count}`}
    >
      {countLabel(team.member_count, 'member')}
    </Button>
  );

  if (draft) {
    const save = () => {
      const name = draft.name.trim();
      if (!name) {
        setError(TASK_MESSAGES.teamNameRequired);
        return;
      }
      const changes: TeamUpdateInput = {};
      if (name !== team.name) changes.name = name;
      if (draft.description.trim() !== team.description) changes.description = draft.description.trim();
      if (draft.is_active !== team.is_active) changes.is_active = draft.is_active;
      if (Object.keys(changes).length > 0) onSave(changes);
      setDraft(null);
    };
    return (
      <Table.Tr>
        <Table.Td {...cardCell.title}>
          <TextInput
            aria-label="Team name"
            value={draft.name}
            error={error}
            size="xs"
            autoFocus
            onChange={(event) => {
              setDraft({ ...draft, name: event.currentTarget.value });
              setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
              if (event.key === 'Escape') setDraft(null);
            }}
          />
        </Table.Td>
        <Table.Td {...cardCell.field('Description')}>
          <TextInput
            aria-label="Team description"
            value={draft.description}
            size="xs"
            onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
              if (event.key === 'Escape') setDraft(null);
            }}
          />
        </Table.Td>
        <Table.Td {...cardCell.field('Members')}>
          <Switch
            label="Active"
            size="xs"
            checked={draft.is_active}
            onChange={(event) => setDraft({ ...draft, is_active: event.currentTarget.checked })}
          />
        </Table.Td>
        <Table.Td {...cardCell.field('Created')}>
          <Text size="sm">{format.day(team.created_at)}</Text>
        </Table.Td>
        <Table.Td {...cardCell.aside}>
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Button size="compact-sm" variant="default" onClick={() => setDraft(null)}>
              Cancel
            </Button>
            <Button size="compact-sm" onClick={save}>
              Save
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }

  return (
    <Table.Tr data-testid="team-row">
      <Table.Td {...cardCell.title}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {team.name}
          </Text>
          {!team.is_active && (
            <Badge size="sm" color="gray" variant="outline">
              Inactive
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td {...cardCell.field('Description')}>
        <Text size="sm" c={team.description ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {team.description || '—'}
        </Text>
      </Table.Td>
      <Table.Td {...cardCell.field('Members')}>{members}</Table.Td>
      <Table.Td {...cardCell.field('Created')}>
        <Text size="sm">{format.day(team.created_at)}</Text>
      </Table.Td>
      <Table.Td {...cardCell.aside}>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Members" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Manage members of ${team.name}`}
              onClick={onMembers}
            >
              <IconUsers size={18} />
            </ActionIcon>
          </Tooltip>
          <RowEditDeleteActions
            label={team.name}
            onEdit={
              canEdit
                ? () =>
                    setDraft({ name: team.name, description: team.description, is_active: team.is_active })
                : undefined
            }
            onDelete={canDelete ? onDelete : undefined}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
