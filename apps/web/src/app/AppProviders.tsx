import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
// Every text colour readable (WCAG AA) in both schemes: made by themeContrast.ts, loaded as a stylesheet.
import './contrast.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from '../shared/i18n/I18nProvider';
import { DeferredNotifications } from './DeferredNotifications';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { queryClient } from './queryClient';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DeferredNotifications position="top-right" limit={4} />
      {/* Inside MantineProvider so even the crash screen is styled. */}
      <AppErrorBoundary>
        <I18nProvider>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </I18nProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
