// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { PermissionMatrix } from './PermissionMatrix';
import '../../../test/screenTestSetup';

afterEach(cleanup);

const modules = [
  { id: 2, name: 'quotations', display_name: 'Quotations' },
  { id: 10, name: 'invoices', display_name: 'Invoices' },
];
const permissions = [
  { id: 1, name: 'view', display_name: 'View' },
  { id: 5, name: 'approve', display_name: 'Approve' },
];

describe('the permission matrix', () => {
  it('offers Approve on the invoices row only, and ticks it like any other grant', () => {
    const onToggle = vi.fn();
    renderScreen(
      <PermissionMatrix
        modules={modules}
        permissions={permissions}
        checked={new Set(['10:1'])}
        disabled={false}
        onToggle={onToggle}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Approve' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Quotations Approve' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Quotations View' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Invoices View' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Invoices Approve' }));
    expect(onToggle).toHaveBeenCalledWith('10:5', true);
  });
});
