import { DEFAULT_TEAM_ROLE, TASK_MESSAGES, TEAM_ROLES, type Team, type TeamRole } from '@freight/domain';
import {
  ActionIcon,
  Alert,
  Avatar,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { taskErrorText } from '../taskErrorText';
import { TEAM_ROLE_LABELS } from '../taskLabels';
import { type PickedUser, UserSearchSelect } from '../UserSearchSelect';
import { useTeamAccess } from './useTeamAccess';
import { useTeamMemberMutations } from './useTeamMemberMutations';

const roleOptions = TEAM_ROLES.map((value) => ({ value, label: TEAM_ROLE_LABELS[value] }));

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
  const [user, setUser] = useState<PickedUser | null>(null);
  const [role, setRole] = useState<TeamRole>(DEFAULT_TEAM_ROLE);
  const [pickError, setPickError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Stack gap="md">
      {failure && (
        <Alert
          color="red"
          variant="filled"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          withCloseButton
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      )}
      {manage && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!user) {
              setPickError(TASK_MESSAGES.selectUser);
              return;
            }
            setFailure(null);
            add.mutate(
              { userId: user.id, role },
              {
                onSuccess: () => {
                  setUser(null);
                  setRole(DEFAULT_TEAM_ROLE);
                },
                onError: (error) => setFailure(taskErrorText('Failed to add team member', error)),
              },
            );
          }}
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <UserSearchSelect
              label="Add member"
              value={user}
              onChange={(picked) => {
                setUser(picked);
                setPickError(undefined);
              }}
              excludeIds={team.members.map((member) => member.user_id)}
              error={pickError}
            />
            <Select
              label="Role"
              data={roleOptions}
              value={role}
              allowDeselect={false}
              onChange={(value) => value && setRole(value as TeamRole)}
              w={120}
            />
            <Button type="submit" mt={25} leftSection={<IconUserPlus size={16} />} loading={add.isPending}>
              Add
            </Button>
          </Group>
        </form>
      )}
      <Stack gap={6}>
        {team.members.length === 0 && (
          <Text size="sm" c="dimmed">
            No members yet.
          </Text>
        )}
        {team.members.map((member) => (
          <Group key={member.id} gap="sm" wrap="nowrap" data-testid="team-member-row">
            <Avatar size="sm" radius="xl" name={member.user.name} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {member.user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {member.user.email}
              </Text>
            </Stack>
            {manage ? (
              <Select
                aria-label={`Role of ${member.user.name}`}
                data={roleOptions}
                value={member.role}
                allowDeselect={false}
                size="xs"
                w={110}
                onChange={(next) => {
                  if (!next || next === member.role) return;
                  setFailure(null);
                  changeRole.mutate(
                    { id: member.id, role: next as TeamRole, version: member.version },
                    { onError: (error) => setFailure(taskErrorText('Failed to update team member', error)) },
                  );
                }}
              />
            ) : (
              <Badge variant="light" color="gray">
                {TEAM_ROLE_LABELS[member.role]}
              </Badge>
            )}
            {manage && (
              <Tooltip label="Remove member" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${member.user.name} from the team`}
                  loading={remove.isPending && remove.variables === member.id}
                  onClick={() => {
                    setFailure(null);
                    remove.mutate(member.id, {
                      onError: (error) => setFailure(taskErrorText('Failed to remove team member', error)),
                    });
                  }}
                >
                  <IconUserMinus size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
