import { ssoRefusalMessage } from '@freight/domain';
import { Button, Divider, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { callApi } from '../../../shared/api/apiClient';
import { useT } from '../../../shared/i18n/useT';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert';
import { postLoginPath } from '../session/postLoginPath';
import { signInEndpoints } from '../session/signInEndpoints';

/**
 * 'Continue with <provider>' for each single sign-on provider, as plain links: the server redirects to the
 * provider and back. A refused sign-in comes back as `?sso_error=` and its message shows here. Nothing shows
 * while the list loads or when there is no provider (or the list cannot be read): the password form still works.
 */
export function SingleSignOnButtons() {
  const { search } = useLocation();
  const providers = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => callApi(signInEndpoints.providers, { signal }),
    staleTime: 5 * 60_000,
  });
  const t = useT();
  const refusal = new URLSearchParams(search).get('sso_error');
  // The same checked destination as a password sign-in (never another site, never the login page).
  const next = encodeURIComponent(postLoginPath(search));
  return (
    <Stack gap="sm" mt={providers.data?.length ? 'lg' : undefined}>
      {refusal && <ErrorAlert>{ssoRefusalMessage(refusal)}</ErrorAlert>}
      {providers.data && providers.data.length > 0 && (
        <>
          <Divider label={t('login.or')} labelPosition="center" />
          {providers.data.map((provider) => (
            <Button
              key={provider.id}
              component="a"
              href={`/api/1/auth/oidc/${encodeURIComponent(provider.id)}/start?next=${next}`}
              variant="default"
              size="md"
              fullWidth
              leftSection={<IconKey size={18} />}
            >
              {t('login.continueWith', { provider: provider.label })}
            </Button>
          ))}
        </>
      )}
    </Stack>
  );
}
