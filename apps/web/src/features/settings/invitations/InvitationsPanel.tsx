import type { Invitation } from '@freight/domain';
import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { useInvitations, useRevokeInvitation } from './useInvitations';

const STATUS_COLOR: Record<Invitation['status'], string> = {
  pending: 'blue',
  accepted: 'teal',
  expired: 'gray',
  revoked: 'red',
};

/** The Invitations tab of User Management: who was invited, by whom, the status, and Revoke for pending ones. */
export function InvitationsPanel({ active }: { active: boolean }) {
  const invitations = useInvitations(active);
  const revoke = useRevokeInvitation();
  const format = useDateFormat();
  if (invitations.isPending) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">Loading invitations...</Text>
      </Group>
    );
  }
  if (invitations.isError) {
    return <ErrorAlert>{apiErrorMessage(invitations.error, 'Failed to load invitations')}</ErrorAlert>;
  }
  const rows = invitations.data.data;
  if (rows.length === 0) return <Text c="dimmed">No invitations yet.</Text>;
  return (
    <Stack gap="xs">
      {revoke.isError && (
        <ErrorAlert>{apiErrorMessage(revoke.error, 'The invitation could not be revoked.')}</ErrorAlert>
      )}
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" aria-label="Invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Invited by</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((invitation) => (
              <Table.Tr key={invitation.id}>
                <Table.Td>{invitation.email}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[invitation.status]} variant="light">
                    {invitation.status}
                  </Badge>
                </Table.Td>
                <Table.Td>{invitation.invited_by ?? ''}</Table.Td>
                <Table.Td>{format.day(invitation.expires_at)}</Table.Td>
                <Table.Td>
                  {invitation.status === 'pending' && (
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={`Revoke the invitation of ${invitation.email}`}
                      loading={revoke.isPending && revoke.variables === invitation.id}
                      onClick={() => revoke.mutate(invitation.id)}
                    >
                      Revoke
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
