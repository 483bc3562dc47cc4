import { DEFAULT_TEAM_ROLE, type Team } from '@freight/domain';
import { Modal } from '@mantine/core';
import { PeoplePanel } from '../people/PeoplePanel';
import { usePanelFailure } from '../people/usePanelFailure';
import { TEAM_ROLE_LABELS } from '../taskLabels';
import { useTeamAccess } from './useTeamAccess';
import { useTeamMemberMutations } from './useTeamMemberMutations';

/** A team's members with their roles (owner, admin, member); its owners and admins add, change and remove. */
export function TeamMembersModal({ team, onClose }: { team: Team | null; onClose: () => void }) {
  return (
    <Modal
      opened={team !== null}
      onClose={onClose}
      title={team ? `Members of ${team.name}` : ''}
      size="lg"
      centered
    >
      {team && <TeamMembers team={team} />}
    </Modal>
  );
}

function TeamMembers({ team }: { team: Team }) {
  const allowed = useTeamAccess();
  const { add, changeRole, remove } = useTeamMemberMutations(team.id);
  const panel = usePanelFailure();

  return (
    <PeoplePanel
      panel={panel}
      manage={allowed(team, 'manage_members')}
      stack={{ gap: 'md' }}
      adder={{
        userLabel: 'Add member',
        levelLabel: 'Role',
        initialLevel: DEFAULT_TEAM_ROLE,
        levelWidth: 120,
        excludeIds: team.members.map((member) => member.user_id),
        busy: add.isPending,
        onAdd: (userId, role) => panel.watch('Failed to add team member', add.mutateAsync({ userId, role })),
      }}
      people={team.members}
      emptyText="No members yet."
      rowTestId="team-member-row"
      levels={{
        of: (member) => member.role,
        labels: TEAM_ROLE_LABELS,
        width: 110,
        onChange: (member, role) =>
          changeRole.mutate({ member, role }, { onError: panel.tell('Failed to update team member') }),
      }}
      removal={{
        tooltip: 'Remove member',
        label: (member) => `Remove ${member.user.name} from the team`,
        busy: (member) => remove.isPending && remove.variables === member.id,
        onRemove: (member) => {
          panel.clear();
          remove.mutate(member.id, { onError: panel.tell('Failed to remove team member') });
        },
      }}
    />
  );
}
