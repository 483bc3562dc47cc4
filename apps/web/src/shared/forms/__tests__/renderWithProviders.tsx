import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';

// Vitest runs without globals here, so Testing Library cannot unmount after each test by itself.
afterEach(cleanup);

/** Renders as the app does: Mantine (with notifications) and a fresh query client that does not retry. */
export function renderWithProviders(ui: ReactNode, queryClient = testQueryClient()) {
  const result = render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
