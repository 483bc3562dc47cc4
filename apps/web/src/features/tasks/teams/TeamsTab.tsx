import type { Team } from '@freight/domain';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirmedDelete } from '../../../shared/forms/useConfirmedDelete';
import { useT } from '../../../shared/i18n/useT';
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
  const t = useT();
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
    failure: (error) => taskErrorText(t('teams.failedDelete'), error),
    closeOnFailure: true,
  });
  const membersTeam = teams.data?.data.find((team) => team.id === membersOf) ?? null;
  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('teams.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('teams.subtitle')}
          </Text>
        </div>
        {canCreate && (
          <Button leftSection={<IconPlus size={16} />} variant="light" onClick={() => setAdding(true)}>
            {t('teams.newTeam')}
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
        noun={[t('teams.nounOne'), t('teams.nounMany')]}
        icon={<IconUsersGroup size={26} />}
        errorMessage={t('teams.fetchFailed')}
        empty={emptyListWithCreate(
          {
            title: t('teams.emptyTitle'),
            description: t('teams.emptyDescription'),
            createLabel: t('teams.createFirst'),
          },
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
      <ConfirmDeleteModal title={t('teams.deleteTeam')} {...deletion.modal}>
        <Text size="sm">{t('teams.confirmDelete')}</Text>
      </ConfirmDeleteModal>
      <TeamMembersModal team={membersTeam} onClose={() => setMembersOf(null)} />
    </>
  );
}
