import { Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/useT';
import { CenteredLoader } from '../../../shared/ui/CenteredLoader';
import { AuthScreenLayout } from '../AuthScreenLayout';
import { postLoginPath } from '../session/postLoginPath';
import { useSession } from '../session/useSession';
import { LoginForm } from './LoginForm';
import { SingleSignOnButtons } from './SingleSignOnButtons';

export function LoginPage() {
  const t = useT();
  useDocumentTitle(t('login.documentTitle'));
  const session = useSession();
  const location = useLocation();

  // Signed in already, or just now: continue to where the user was going.
  if (session.data) return <Navigate to={postLoginPath(location.search)} replace />;
  // Avoid flashing the form at someone who turns out to be signed in already.
  if (session.isPending) return <CenteredLoader fullScreen label={t('login.loadingApp')} />;

  return (
    <AuthScreenLayout title={t('login.title')} intro={t('login.intro')}>
      <LoginForm />
      <SingleSignOnButtons />
      <Text size="xs" c="dimmed" mt="xl">
        {t('login.accountsByAdmin')}
      </Text>
    </AuthScreenLayout>
  );
}
