import { oidcSignInApi } from '@freight/domain';
import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { accessKeys } from '../../../shared/api/queryKeys';
import { useRefreshingMutation } from '../../../shared/api/useRefreshingMutation';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { SettingsPanel } from './SettingsPanel';

/**
 * Profile → Sign-in methods: the identity providers linked to one's account, each with Unlink. The server keeps
 * the last way into an account without a password (409), and its message is shown.
 */
export function SignInMethodsPanel() {
  const t = useT();
  const methods = useQuery({
    queryKey: accessKeys.signInMethods,
    queryFn: ({ signal }) => callApi(oidcSignInApi.signInMethods, { signal }),
  });
  const unlink = useRefreshingMutation(accessKeys.signInMethods, (id: number) =>
    callApi(oidcSignInApi.unlink, { params: { id } }),
  );
  const format = useDateFormat();

  let body: React.ReactNode;
  if (methods.isPending) {
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">{t('signInMethods.loading')}</Text>
      </Group>
    );
  } else if (methods.isError) {
    body = <ErrorAlert>{apiErrorMessage(methods.error, t('signInMethods.loadFailed'))}</ErrorAlert>;
  } else if (methods.data.identities.length === 0) {
    body = <Text c="dimmed">{t('signInMethods.none')}</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs" aria-label={t('signInMethods.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('signInMethods.provider')}</Table.Th>
              <Table.Th>{t('login.email')}</Table.Th>
              <Table.Th>{t('signInMethods.linked')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {methods.data.identities.map((identity) => (
              <Table.Tr key={identity.id}>
                <Table.Td>{identity.provider_label}</Table.Td>
                <Table.Td>{identity.email ?? ''}</Table.Td>
                <Table.Td>{format.day(identity.created_at)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={t('signInMethods.unlinkProvider', { provider: identity.provider_label })}
                    loading={unlink.isPending && unlink.variables === identity.id}
                    onClick={() => unlink.mutate(identity.id)}
                  >
                    {t('signInMethods.unlink')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <SettingsPanel
      title={t('signInMethods.title')}
      description={
        methods.data?.has_password === false
          ? t('signInMethods.noPassword')
          : t('signInMethods.besidesPassword')
      }
      maw={720}
    >
      {unlink.isError && (
        <ErrorAlert>{apiErrorMessage(unlink.error, t('signInMethods.unlinkFailed'))}</ErrorAlert>
      )}
      <Stack gap="xs">{body}</Stack>
    </SettingsPanel>
  );
}
