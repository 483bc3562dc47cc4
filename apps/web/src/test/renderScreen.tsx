import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { theme } from '../app/theme';
import './englishMessages';

/** Shows the address the screen is at, so a test can read what the list wrote there. */
function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a screen as the app does (Mantine, a fresh query client that does not retry, a router at `path`),
 * for component tests under happy-dom. `address()` reads the router's current path and query.
 */
export function renderScreen(ui: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <CurrentAddress />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, client, address: () => view.getByTestId('address').textContent ?? '' };
}
