import { oidcSignInApi } from '@freight/domain';
import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { accessKeys } from '../../../shared/api/queryKeys';
import { useRefreshingMutation } from '../../../shared/api/useRefreshingMutation';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { InlineQueryState } from '../../../shared/ui/InlineQueryState';
import { RecordTable } from '../../../shared/ui/RecordTable';
import { SettingsPanel } from './SettingsPanel';

/**
 * Profile → Sign-in methods: the identity providers linked to one's account, each with Unlink. The server keeps
 * the last way into an account without a password (409), and its message is shown.
 */
export function SignInMethodsPanel() {
  const methods = useQuery({
    queryKey: accessKeys.signInMethods,
    queryFn: ({ signal }) => callApi(oidcSignInApi.signInMethods, { signal }),
  });
  const unlink = useRefreshingMutation(accessKeys.signInMethods, (id: number) =>
    callApi(oidcSignInApi.unlink, { params: { id } }),
  );
  const format = useDateFormat();

  return (
    <SettingsPanel
      title="Sign-in methods"
      description={
        methods.data?.has_password === false
          ? 'Your account has no password: you sign in through these providers.'
          : 'Besides your password, you can sign in through these providers.'
      }
      maw={720}
    >
      {unlink.isError && (
        <ErrorAlert>{apiErrorMessage(unlink.error, 'The identity could not be unlinked.')}</ErrorAlert>
      )}
      <InlineQueryState
        query={methods}
        loading="Loading sign-in methods..."
        failed="Failed to load sign-in methods"
      >
        {(answer) => (
          <RecordTable
            label="Linked identities"
            columns={['Provider', 'Email', 'Linked']}
            rows={answer.identities}
            empty="No identity provider is linked: you sign in with your password."
            minWidth={420}
            cells={(identity) => (
              <>
                <Table.Td>{identity.provider_label}</Table.Td>
                <Table.Td>{identity.email ?? ''}</Table.Td>
                <Table.Td>{format.day(identity.created_at)}</Table.Td>
              </>
            )}
            actions={[
              {
                label: 'Unlink',
                color: 'red',
                name: (identity) => `Unlink ${identity.provider_label}`,
                busy: (identity) => unlink.isPending && unlink.variables === identity.id,
                onClick: (identity) => unlink.mutate(identity.id),
              },
            ]}
          />
        )}
      </InlineQueryState>
    </SettingsPanel>
  );
}
