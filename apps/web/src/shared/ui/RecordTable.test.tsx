// @vitest-environment happy-dom
import { Table } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../forms/__tests__/renderWithProviders';
import { RecordBadge, RecordTable } from './RecordTable';
import '../../test/englishMessages';

interface Key {
  id: number;
  owner: string;
  status: 'pending' | 'revoked';
}

const KEYS: Key[] = [
  { id: 1, owner: 'محمد العتيبي', status: 'pending' },
  { id: 2, owner: 'José Muñoz', status: 'revoked' },
];

function KeyTable({
  rows,
  onRevoke,
  busyId,
}: {
  rows: Key[];
  onRevoke: (key: Key) => void;
  busyId?: number;
}) {
  return (
    <RecordTable<Key>
      label="Keys"
      columns={['Owner', 'Status']}
      rows={rows}
      empty="No keys yet."
      minWidth={480}
      cells={(key) => (
        <>
          <Table.Td>{key.owner}</Table.Td>
          <Table.Td>
            <RecordBadge>{key.status}</RecordBadge>
          </Table.Td>
        </>
      )}
      actions={[
        {
          label: 'Revoke',
          color: 'red',
          name: (key) => `Revoke the key of ${key.owner}`,
          hidden: (key) => key.status !== 'pending',
          busy: (key) => key.id === busyId,
          onClick: onRevoke,
        },
      ]}
    />
  );
}

describe('RecordTable', () => {
  it('says so when there is no row, and shows no table', () => {
    renderWithProviders(<KeyTable rows={[]} onRevoke={() => {}} />);
    expect(screen.getByText('No keys yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names the table and its columns (the buttons’ column only to screen readers) and each row’s button', () => {
    const onRevoke = vi.fn();
    renderWithProviders(<KeyTable rows={KEYS} onRevoke={onRevoke} />);
    const table = screen.getByRole('table', { name: 'Keys' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Owner', 'Status', 'Actions']);
    fireEvent.click(within(table).getByRole('button', { name: 'Revoke the key of محمد العتيبي' }));
    expect(onRevoke).toHaveBeenCalledWith(KEYS[0]);
    // A revoked key has nothing left to revoke.
    expect(within(table).queryByRole('button', { name: 'Revoke the key of José Muñoz' })).toBeNull();
    expect(within(table).getByText('revoked')).toBeTruthy();
  });

  it('shows the row whose request is under way as busy', () => {
    renderWithProviders(<KeyTable rows={KEYS} onRevoke={() => {}} busyId={1} />);
    const button = screen.getByRole('button', { name: 'Revoke the key of محمد العتيبي' });
    expect(button.getAttribute('data-loading')).toBe('true');
  });
});
