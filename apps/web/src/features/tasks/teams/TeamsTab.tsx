import { TASK_MESSAGES, type Team } from '@freight/domain';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirmedDelete } from '../../../shared/forms/useConfirmedDelete';
import { ListScreen } from '../../../shared/list/ListScreen';
import { useListState } from '../../../shared/list/useListState';
import { ConfirmDeleteModal } from '../../../shared/ui/ConfirmDeleteModal';
import { usePermission } from '../../auth/session/usePermission';
import { emptyListWithCreate } from '../emptyListWithCreate';
import { taskErrorText } from '../taskErrorText';
import { TeamForm } from './TeamForm';
import { TeamMembersModal } from './TeamMembersModal';
import { TeamsTable } from './TeamsTable';
import { useTeamMutations } from './useTeamMutations';
import { useTeams } from './useTeams';

/** The Teams tab (Team Management): the teams table, the new-team form, edit, members and delete. */
export function TeamsTab() {
  const canView = usePermission('tasks', 'view');
  const canCreate = usePermission('tasks', 'create');
  const teams = useTeams(canView);
  // One page of every team (the list is short): the kit's states and frame, no paging.
  const state = useListState();
  const { create, update, remove } = useTeamMutations();
  const [adding, setAdding] = useState(false);
  const [membersOf, setMembersOf] = useState<number | null>(null);

  // A refused deletion closes the confirmation and is told by the page's red banner (useTeamMutations).
  const deletion = useConfirmedDelete<Team>({
    mutation: remove,
    failure: (error) => taskErrorText('Failed to delete team', error),
    closeOnFailure: true,
  });
  const membersTeam = teams.data?.data.find((team) => team.id === membersOf) ?? null;
  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <div>
          <Title order={2} size="h4">
            Team Management
          </Title>
          <Text size="sm" c="dimmed">
            Teams share collaborative tasks with their members.
          </Text>
        </div>
        {canCreate && (
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setAdding(true)}>
            New Team
          </Button>
        )}
      </Group>
      {adding && (
        <TeamForm
          busy={create.isPending}
          onCancel={() => setAdding(false)}
          onCreate={(team) => create.mutateAsync(team).then(() => setAdding(false))}
        />
      )}
      <ListScreen
        state={state}
        list={teams}
        canView={canView}
        noun={['team', 'teams']}
        icon={<IconUsersGroup size={26} />}
        errorMessage="Failed to fetch teams"
        empty={emptyListWithCreate(
          'team',
          'A team assigned to a collaborative task shares it with every member.',
          canCreate && !adding && (() => setAdding(true)),
        )}
        toolbar={null}
        footer="none"
        renderRows={(rows) => (
          <TeamsTable
            teams={rows}
            onSave={(team, changes, version) => update.mutateAsync({ id: team.id, changes, version })}
            onDelete={deletion.ask}
            onMembers={(team) => setMembersOf(team.id)}
          />
        )}
      />
      <ConfirmDeleteModal title="Delete team" {...deletion.modal}>
        <Text size="sm">{TASK_MESSAGES.confirmDeleteTeam}</Text>
      </ConfirmDeleteModal>
      <TeamMembersModal team={membersTeam} onClose={() => setMembersOf(null)} />
    </>
  );
}
