// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { ApiError } from '../api/ApiError';
import { ListScreen } from './ListScreen';
import type { ListQuery } from './listTypes';
import { SEARCH_DELAY_MS } from './searchDelay';
import { useListState } from './useListState';

// The page size comes from the user's preference unless a screen fixes it; these tests fix it.
vi.mock('../hooks/useItemsPerPage', () => ({ useItemsPerPage: () => 25 }));

interface Port {
  id: number;
  name: string;
}

const PORTS: Port[] = [
  { id: 1, name: 'Jebel Ali' },
  { id: 2, name: 'Algeciras' },
  { id: 3, name: 'Shuwaikh' },
];

function query(overrides: Partial<ListQuery<Port>> = {}): ListQuery<Port> {
  return {
    data: { data: PORTS, total: 3 },
    isPending: false,
    isError: false,
    error: null,
    isFetching: false,
    isPlaceholderData: false,
    refetch: vi.fn(),
    ...overrides,
  };
}

const FILTERS = { region: { param: 'region', values: ['gulf', 'med'] as const } };

function Ports({ list, onState }: { list: ListQuery<Port>; onState?: (s: unknown) => void }) {
  const state = useListState({ filters: FILTERS, searchParam: 'q', pageSize: 2 });
  onState?.(state);
  return (
    <ListScreen
      state={state}
      list={list}
      noun={['port', 'ports']}
      icon={null}
      count="matches"
      errorMessage="Failed to load ports"
      empty={{ description: 'Add the ports you ship through.' }}
      search={{ 'aria-label': 'Search ports', placeholder: 'Port name' }}
      filterPanel={{
        id: 'port-filters',
        fields: (
          <button type="button" onClick={() => state.setFilters({ region: 'gulf' })}>
            Gulf only
          </button>
        ),
      }}
      columns={[{ header: 'Port', card: 'title', cell: (port) => port.name }]}
      rowActions={(port) => <button type="button">Edit {port.name}</button>}
      table={{ minWidth: 400 }}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ListScreen states', () => {
  it('says it is loading while the first page is on its way', () => {
    renderScreen(<Ports list={query({ data: undefined, isPending: true })} />);
    expect(screen.getByText('Loading ports...')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's words on a failure and loads again with Try Again", () => {
    const refetch = vi.fn();
    const error = new ApiError(403, 'FORBIDDEN', 'You may not see ports');
    renderScreen(<Ports list={query({ data: undefined, isError: true, error, refetch })} />);
    expect(screen.getByText('You may not see ports')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the screen’s sentence when the failure means nothing to a user', () => {
    const error = new ApiError(500, 'INTERNAL', 'relation "ports" does not exist');
    renderScreen(<Ports list={query({ data: undefined, isError: true, error })} />);
    expect(screen.getByText('Failed to load ports')).toBeTruthy();
    expect(screen.queryByText(/relation/)).toBeNull();
  });

  it('invites the first row when the list is empty and nothing is filtered', () => {
    renderScreen(<Ports list={query({ data: { data: [], total: 0 } })} />);
    expect(screen.getByText('No ports found')).toBeTruthy();
    expect(screen.getByText('Add the ports you ship through.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('says the filters found nothing, and Clear Filters empties the address', () => {
    const view = renderScreen(
      <Ports list={query({ data: { data: [], total: 0 } })} />,
      '/ports?region=med&q=xyz',
    );
    expect(screen.getByText('No ports match these filters.')).toBeTruthy();
    // The panel's Clear Filters is hidden while the panel is closed; the empty state's is the visible one.
    const clear = screen.getAllByRole('button', { name: 'Clear Filters' });
    fireEvent.click(clear[clear.length - 1]!);
    expect(view.address()).toBe('/ports');
  });

  it('shows the rows with their actions, the count and the range', () => {
    renderScreen(<Ports list={query()} />);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Shuwaikh' })).toBeTruthy();
    expect(screen.getByText('3 ports')).toBeTruthy();
    expect(screen.getByText('1–2 of 3')).toBeTruthy();
  });

  it('keeps the previous rows on screen, marked busy, while the next page loads', () => {
    renderScreen(<Ports list={query({ isPlaceholderData: true })} />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });
});

describe('ListScreen state in the address', () => {
  it('turns the page in the address and starts again at page 1 when a filter changes', () => {
    const view = renderScreen(<Ports list={query()} />, '/ports');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(view.address()).toBe('/ports?page=2');
    expect(screen.getByText('3–3 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gulf only', hidden: true }));
    expect(view.address()).toBe('/ports?region=gulf');
    expect(screen.getByText('3 ports match')).toBeTruthy();
  });

  it('reads a hand-edited filter it does not know as no filter', () => {
    let state: { filters?: { region: string }; filtered?: boolean } = {};
    renderScreen(<Ports list={query()} onState={(s) => (state = s as typeof state)} />, '/ports?region=moon');
    expect(state.filters?.region).toBe('');
    expect(state.filtered).toBe(false);
  });

  it('moves back to the last page when the page asked for is beyond it', () => {
    const view = renderScreen(<Ports list={query()} />, '/ports?page=9');
    expect(view.address()).toBe('/ports?page=2');
  });

  it('applies the search once typing pauses, and at once on Enter', () => {
    vi.useFakeTimers();
    const view = renderScreen(<Ports list={query()} />, '/ports?page=2');
    const box = screen.getByRole('textbox', { name: 'Search ports' });
    fireEvent.change(box, { target: { value: 'Jeb' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 50));
    expect(view.address()).toBe('/ports?page=2');
    fireEvent.change(box, { target: { value: 'Jebel ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(view.address()).toBe('/ports?q=Jebel');

    fireEvent.change(box, { target: { value: 'شويخ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(decodeURIComponent(view.address())).toBe('/ports?q=شويخ');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(view.address()).toBe('/ports');
    expect((box as HTMLInputElement).value).toBe('');
  });
});
