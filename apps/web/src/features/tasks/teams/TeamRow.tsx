import type { Team, TeamUpdateInput } from '@freight/domain';
import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { cardCell } from '../../../shared/ui/cardCell';
import { RowEditDeleteActions } from '../../../shared/ui/RowEditDeleteActions';
import { TeamRowEditor } from './TeamRowEditor';

interface TeamRowProps {
  team: Team;
  canEdit: boolean;
  canDelete: boolean;
  onSave: (changes: TeamUpdateInput, version: number) => Promise<unknown>;
  onDelete: () => void;
  onMembers: () => void;
}

/** One team; Edit turns the row into its form in place (`TeamRowEditor`). */
export function TeamRow({ team, canEdit, canDelete, onSave, onDelete, onMembers }: TeamRowProps) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const format = useDateFormat();
  if (editing) return <TeamRowEditor team={team} onSave={onSave} onClose={() => setEditing(false)} />;

  return (
    <Table.Tr data-testid="team-row">
      <Table.Td {...cardCell.title}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {team.name}
          </Text>
          {!team.is_active && (
            <Badge size="sm" color="gray" variant="outline">
              {t('teams.inactive')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td {...cardCell.field(t('teams.description'))}>
        <Text size="sm" c={team.description ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {team.description || '—'}
        </Text>
      </Table.Td>
      <Table.Td {...cardCell.field(t('teams.members'))}>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconUsers size={14} />}
          onClick={onMembers}
          aria-label={t('teams.membersCountOf', { name: team.name, count: team.member_count })}
        >
          {t('teams.memberCount', { count: team.member_count })}
        </Button>
      </Table.Td>
      <Table.Td {...cardCell.field(t('teams.created'))}>
        <Text size="sm">{format.day(team.created_at)}</Text>
      </Table.Td>
      <Table.Td {...cardCell.aside}>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('teams.members')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('teams.manageMembersOf', { name: team.name })}
              onClick={onMembers}
            >
              <IconUsers size={18} />
            </ActionIcon>
          </Tooltip>
          <RowEditDeleteActions
            label={team.name}
            onEdit={canEdit ? () => setEditing(true) : undefined}
            onDelete={canDelete ? onDelete : undefined}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
