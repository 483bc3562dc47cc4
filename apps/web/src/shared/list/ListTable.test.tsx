// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../forms/__tests__/renderWithProviders';
import { ListTable } from './ListTable';
import '../../test/screenTestSetup';

const PORTS = [{ id: 1, name: 'Algeciras', kind: 'Seaport' }];

describe("a list's record words", () => {
  it('mark the cells of a data column for the pseudo-locale run, and only those', () => {
    renderWithProviders(
      <ListTable
        rows={PORTS}
        columns={[
          { header: 'Port', data: true, cell: (port) => port.name },
          { header: 'Kind', cell: (port) => port.kind },
        ]}
        table={{ minWidth: 400 }}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Algeciras' }).hasAttribute('data-i18n-ignore')).toBe(true);
    expect(screen.getByRole('cell', { name: 'Seaport' }).hasAttribute('data-i18n-ignore')).toBe(false);
  });
});
