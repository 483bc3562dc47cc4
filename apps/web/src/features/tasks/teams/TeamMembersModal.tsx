import { DEFAULT_TEAM_ROLE, type Team } from '@freight/domain';
import { Modal, Stack, Text } from '@mantine/core';
import { AddPersonForm } from '../people/AddPersonForm';
import { FailureAlert } from '../people/FailureAlert';
import { PersonLevel, PersonRow, RemovePersonButton } from '../people/PersonRow';
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
  const manage = allowed(team, 'manage_members');
  const { add, changeRole, remove } = useTeamMemberMutations(team.id);
  const { failure, clear, tell, watch } = usePanelFailure();

  return (
    <Stack gap="md">
      <FailureAlert message={failure} onClose={clear} />
      {manage && (
        <AddPersonForm
          userLabel="Add member"
          levelLabel="Role"
          labels={TEAM_ROLE_LABELS}
          initialLevel={DEFAULT_TEAM_ROLE}
          levelWidth={120}
          excludeIds={team.members.map((member) => member.user_id)}
          busy={add.isPending}
          onAdd={(userId, role) => watch('Failed to add team member', add.mutateAsync({ userId, role }))}
        />
      )}
      <Stack gap={6}>
        {team.members.length === 0 && (
          <Text size="sm" c="dimmed">
            No members yet.
          </Text>
        )}
        {team.members.map((member) => (
          <PersonRow key={member.id} person={member.user} testId="team-member-row">
            <PersonLevel
              manage={manage}
              value={member.role}
              labels={TEAM_ROLE_LABELS}
              label={`Role of ${member.user.name}`}
              width={110}
              onChange={(role) => {
                clear();
                changeRole.mutate({ member, role }, { onError: tell('Failed to update team member') });
              }}
            />
            {manage && (
              <RemovePersonButton
                tooltip="Remove member"
                label={`Remove ${member.user.name} from the team`}
                loading={remove.isPending && remove.variables === member.id}
                onClick={() => {
                  clear();
                  remove.mutate(member.id, { onError: tell('Failed to remove team member') });
                }}
              />
            )}
          </PersonRow>
        ))}
      </Stack>
    </Stack>
  );
}
