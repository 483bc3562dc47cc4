// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import { AuditDetails } from './AuditDetails';
import '../../../test/englishMessages';

describe('AuditDetails', () => {
  it('shows labels and status labels, and a nested record as label: value pairs, never JSON', () => {
    const { container } = renderWithProviders(
      <AuditDetails
        details={{
          changes: { status: { old: 'OnClientReview', new: 'Active' } },
          po_number: 'PO-4471',
          granted: { module_id: 3, permission_id: 2 },
        }}
      />,
    );
    expect(screen.getByText('Status: On Client Review → Active')).toBeTruthy();
    expect(screen.getByText('PO number: PO-4471')).toBeTruthy();
    expect(screen.getByText('Granted: Module id: 3, Permission id: 2')).toBeTruthy();
    const shown = Array.from(container.querySelectorAll('p'), (line) => line.textContent).join('\n');
    expect(shown).not.toContain('{');
    expect(shown).not.toContain('OnClientReview');
  });
});
