import type { Invitation } from '@freight/domain';
import { Stack, Table } from '@mantine/core';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import type { MessageId } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/useT';
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

const STATUS_MESSAGES: Record<Invitation['status'], MessageId> = {
  pending: 'invitations.statusPending',
  accepted: 'invitations.statusAccepted',
  expired: 'invitations.statusExpired',
  revoked: 'invitations.statusRevoked',
};

/** The Invitations tab of User Management: who was invited, by whom, the status, and Revoke for pending ones. */
export function InvitationsPanel({ active }: { active: boolean }) {
  const t = useT();
  const invitations = useInvitations(active);
  const revoke = useRevokeInvitation();
  const format = useDateFormat();
  return (
    <InlineQueryState
      query={invitations}
      loading={t('invitations.loading')}
      failed={t('invitations.loadFailed')}
    >
      {(answer) => (
        <Stack gap="xs">
          {revoke.isError && (
            <ErrorAlert>{apiErrorMessage(revoke.error, t('invitations.revokeFailed'))}</ErrorAlert>
          )}
          <RecordTable<Invitation>
            label={t('invitations.table')}
            columns={[
              t('invitations.email'),
              t('invitations.status'),
              t('invitations.invitedBy'),
              t('invitations.expires'),
            ]}
            rows={answer.data}
            empty={t('invitations.none')}
            minWidth={520}
            cells={(invitation) => (
              <>
                <Table.Td data-i18n-ignore>{invitation.email}</Table.Td>
                <Table.Td>
                  <RecordBadge color={STATUS_COLOR[invitation.status]}>
                    {t(STATUS_MESSAGES[invitation.status])}
                  </RecordBadge>
                </Table.Td>
                <Table.Td>{invitation.invited_by ?? ''}</Table.Td>
                <Table.Td>{format.day(invitation.expires_at)}</Table.Td>
              </>
            )}
            actions={[
              {
                label: t('invitations.revoke'),
                color: 'red',
                name: (invitation) => t('invitations.revokeOf', { email: invitation.email }),
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
