import { Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Navigate, useLocation } from 'react-router';
import { BrandLogo } from '../../shared/ui/BrandLogo';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { LoginBrandPanel } from './LoginBrandPanel';
import { LoginForm } from './LoginForm';
import classes from './LoginPage.module.css';
import { postLoginPath } from './postLoginPath';
import { useSession } from './useSession';

export function LoginPage() {
  useDocumentTitle('Log in · ShipDesk');
  const session = useSession();
  const location = useLocation();

  // Signed in already, or just now: continue to where the user was going.
  if (session.data) return <Navigate to={postLoginPath(location.search)} replace />;
  // Avoid flashing the form at someone who turns out to be signed in already.
  if (session.isPending) return <CenteredLoader fullScreen label="Loading ShipDesk..." />;

  return (
    <div className={classes.root}>
      <LoginBrandPanel />
      <main className={classes.formSide}>
        <div className={classes.formWrapper}>
          <Box className={classes.mobileLogo} mb="xl">
            <BrandLogo height={32} />
          </Box>
          <div>
            <Stack gap={6} mb="xl">
              <Title order={1} fz={28}>
                Welcome back
              </Title>
              <Text c="dimmed">Log in to build and manage your shipping quotations.</Text>
            </Stack>
            <LoginForm />
            <Text size="xs" c="dimmed" mt="xl">
              ShipDesk accounts are created by your administrator.
            </Text>
          </div>
        </div>
      </main>
    </div>
  );
}
