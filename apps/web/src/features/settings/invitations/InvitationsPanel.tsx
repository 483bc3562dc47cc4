import type { Invitation } from '@freight/domain';
import { Stack, Table } from '@mantine/core';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { RecordBadge, RecordTable } from '../../../shared/ui/RecordTable';
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
  return (
    <InlineQueryState
      query={invitations}
      loading="Loading invitations..."
      failed="Failed to load invitations"
    >
      {(answer) => (
        <Stack gap="xs">
          {revoke.isError && (
            <ErrorAlert>{apiErrorMessage(revoke.error, 'The invitation could not be revoked.')}</ErrorAlert>
          )}
          <RecordTable<Invitation>
            label="Invitations"
            columns={['Email', 'Status', 'Invited by', 'Expires']}
            rows={answer.data}
            empty="No invitations yet."
            minWidth={520}
            cells={(invitation) => (
              <>
                <Table.Td>{invitation.email}</Table.Td>
                <Table.Td>
                  <RecordBadge color={STATUS_COLOR[invitation.status]}>{invitation.status}</RecordBadge>
                </Table.Td>
                <Table.Td>{invitation.invited_by ?? ''}</Table.Td>
                <Table.Td>{format.day(invitation.expires_at)}</Table.Td>
              </>
            )}
            actions={[
              {
                label: 'Revoke',
                color: 'red',
                name: (invitation) => `Revoke the invitation of ${invitation.email}`,
                hidden: (invitation) => invitation.status !== 'pending',
                busy: (invitation) => revoke.isPending && revoke.variables === invitation.id,
                onClick: (invitation) => revoke.mutate(invitation.id),
              },
            ]}
          />
        </Stack>
      )}
    </InlineQueryState>
  );
}
