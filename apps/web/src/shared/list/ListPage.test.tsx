// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { ListPage, type ListPageAdd } from './ListPage';
import type { ListQuery } from './listTypes';
import { useListState } from './useListState';

vi.mock('../hooks/useItemsPerPage', () => ({ useItemsPerPage: () => 25 }));

interface Port {
  id: number;
  name: string;
}

const empty: ListQuery<Port> = {
  data: { data: [], total: 0 },
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  isPlaceholderData: false,
  refetch: vi.fn(),
};

function Ports({ add }: { add: ListPageAdd | false }) {
  const state = useListState();
  return (
    <ListPage
      title="Ports"
      subtitle="Where the cargo calls"
      add={add}
      state={state}
      list={empty}
      noun={['port', 'ports']}
      icon={null}
      errorMessage="Failed to load ports"
      empty={{ description: 'Add the ports you ship through.' }}
      columns={[{ header: 'Port', card: 'title', cell: (port) => port.name }]}
      table={{ minWidth: 400 }}
    />
  );
}

afterEach(cleanup);

describe('ListPage', () => {
  it('offers the add button in the header and, in its own words, in the empty state', () => {
    const onClick = vi.fn();
    renderScreen(<Ports add={{ label: 'Add Port', firstLabel: 'Add First Port', onClick }} />);
    expect(screen.getByRole('heading', { name: 'Ports' })).toBeTruthy();
    expect(screen.getByText('Add the ports you ship through.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add First Port' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Port' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('links to the new-record screen when the add button is a link', () => {
    const view = renderScreen(
      <Ports add={{ label: 'New Port', firstLabel: 'Add First Port', to: '/ports/new' }} />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'New Port' }));
    expect(view.address()).toBe('/ports/new');
  });

  it('shows no add button to a user who may not create', () => {
    renderScreen(<Ports add={false} />);
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.getByText('Add the ports you ship through.')).toBeTruthy();
  });
});
