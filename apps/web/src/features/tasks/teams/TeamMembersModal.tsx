import { DEFAULT_TEAM_ROLE, type Team } from '@freight/domain';
import { Modal } from '@mantine/core';
import { useT } from '../../../shared/i18n/useT';
import { PeoplePanel } from '../people/PeoplePanel';
import { usePanelFailure } from '../people/usePanelFailure';
import { TEAM_ROLE_MESSAGES, translatedLabels } from '../taskLabels';
import { useTeamAccess } from './useTeamAccess';
import { useTeamMemberMutations } from './useTeamMemberMutations';

/** A team's members with their roles (owner, admin, member); its owners and admins add, change and remove. */
export function TeamMembersModal({ team, onClose }: { team: Team | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened={team !== null}
      onClose={onClose}
      title={team ? t('teams.membersOf', { name: team.name }) : ''}
      size="lg"
      centered
    >
      {team && <TeamMembers team={team} />}
    </Modal>
  );
}

function TeamMembers({ team }: { team: Team }) {
  const t = useT();
  const allowed = useTeamAccess();
  const { add, changeRole, remove } = useTeamMemberMutations(team.id);
  const panel = usePanelFailure();

  return (
    <PeoplePanel
      panel={panel}
      manage={allowed(team, 'manage_members')}
      stack={{ gap: 'md' }}
      adder={{
        userLabel: t('teams.addMember'),
        levelLabel: t('teams.role'),
        initialLevel: DEFAULT_TEAM_ROLE,
        levelWidth: 120,
        excludeIds: team.members.map((member) => member.user_id),
        busy: add.isPending,
        onAdd: (userId, role) => panel.watch(t('teams.failedAddMember'), add.mutateAsync({ userId, role })),
      }}
      people={team.members}
      emptyText={t('teams.noMembers')}
      rowTestId="team-member-row"
      levels={{
        of: (member) => member.role,
        labels: translatedLabels(TEAM_ROLE_MESSAGES, t),
        width: 110,
        onChange: (member, role) =>
          changeRole.mutate({ member, role }, { onError: panel.tell(t('teams.failedUpdateMember')) }),
      }}
      removal={{
        tooltip: t('teams.removeMember'),
        label: (member) => t('teams.removeNamed', { name: member.user.name }),
        busy: (member) => remove.isPending && remove.variables === member.id,
        onRemove: (member) => {
          panel.clear();
          remove.mutate(member.id, { onError: panel.tell(t('teams.failedRemoveMember')) });
        },
      }}
    />
  );
}
