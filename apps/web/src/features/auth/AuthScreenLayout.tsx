import { Box, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../shared/ui/BrandLogo';
import { LoginBrandPanel } from './LoginBrandPanel';
import classes from './LoginPage.module.css';

/** The frame of every signed-out screen, the login page first: brand panel, then a heading and the form. */
export function AuthScreenLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.root}>
      <LoginBrandPanel />
      <main className={classes.formSide}>
        <div className={classes.formWrapper}>
          <Box className={classes.mobileLogo} mb="xl">
            <BrandLogo height={32} />
          </Box>
          <Stack gap={6} mb="xl">
            <Title order={1} fz={28}>
              {title}
            </Title>
            <Text c="dimmed">{intro}</Text>
          </Stack>
          {children}
        </div>
      </main>
    </div>
  );
}
