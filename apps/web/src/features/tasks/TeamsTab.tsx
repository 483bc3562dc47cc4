import { TASK_MESSAGES, type Team } from '@freight/domain';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { ConfirmDeleteModal } from '../../shared/ui/ConfirmDeleteModal';
import { ListMessage } from '../../shared/ui/ListMessage';
import { usePermission } from '../auth/usePermission';
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
  const { create, update, remove } = useTeamMutations();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [membersOf, setMembersOf] = useState<number | null>(null);

  if (!canView) {
    return (
      <ListMessage icon={<IconUsersGroup size={26} />} title="You do not have permission to view teams." />
    );
  }

  function body() {
    if (teams.isPending) return <CenteredLoader label="Loading teams..." />;
    if (teams.isError && !teams.data) {
      return (
        <ListMessage
          icon={<IconAlertTriangle size={26} />}
          color="red"
          title={apiErrorMessage(teams.error, 'Failed to fetch teams')}
        >
          <Button variant="light" onClick={() => teams.refetch()} loading={teams.isFetching}>
            Try Again
          </Button>
        </ListMessage>
      );
    }
    if (teams.data.data.length === 0) {
      return (
        <ListMessage
          icon={<IconUsersGroup size={26} />}
          title="No teams yet"
          description="A team assigned to a collaborative task shares it with every member."
        >
          {canCreate && !adding && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Create your first team
            </Button>
          )}
        </ListMessage>
      );
    }
    return (
      <TeamsTable
        teams={teams.data.data}
        onSave={(team, changes) => update.mutate({ id: team.id, changes, version: team.version })}
        onDelete={setDeleting}
        onMembers={(team) => setMembersOf(team.id)}
      />
    );
  }

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
          onCreate={(team, done) =>
            create.mutate(team, {
              onSuccess: () => {
                done();
                setAdding(false);
              },
            })
          }
        />
      )}
      <Paper withBorder>{body()}</Paper>
      <ConfirmDeleteModal
        opened={deleting !== null}
        title="Delete team"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        <Text size="sm">{TASK_MESSAGES.confirmDeleteTeam}</Text>
      </ConfirmDeleteModal>
      <TeamMembersModal team={membersTeam} onClose={() => setMembersOf(null)} />
    </>
  );
}
