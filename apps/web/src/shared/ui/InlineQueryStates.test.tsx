// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { renderWithProviders } from '../forms/__tests__/renderWithProviders';
import { InlineQueryStates } from './InlineQueryStates';
import '../../test/englishMessages';

function History({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['history'], queryFn: load });
  return (
    <InlineQueryStates
      query={query}
      loadingText="Loading history..."
      failedText="Failed to load the history"
      emptyText="No changes recorded yet"
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <p>{rows.join(', ')}</p>}
    </InlineQueryStates>
  );
}

describe('InlineQueryStates', () => {
  it('shows loading, then the rows', async () => {
    renderWithProviders(<History load={async () => ['Status: Pending → Working']} />);
    expect(screen.getByText('Loading history...')).toBeTruthy();
    expect(await screen.findByText('Status: Pending → Working')).toBeTruthy();
  });

  it('says when there is nothing', async () => {
    renderWithProviders(<History load={async () => []} />);
    expect(await screen.findByText('No changes recorded yet')).toBeTruthy();
  });

  it('says why it failed, by the code, and Try Again asks again', async () => {
    const load = vi.fn(async (): Promise<string[]> => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'pool exhausted');
    });
    renderWithProviders(<History load={load} />);
    expect(await screen.findByText('Failed to load the history')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
