// @vitest-environment happy-dom
import type { RevisionDiff } from '@freight/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { money } from '../../../shared/format/money';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import '../../../test/englishMessages';
import { RevisionDiffView } from './RevisionDiffView';

const diff = (fields: RevisionDiff['fields'], costs: RevisionDiff['costs'] = []): RevisionDiff => ({
  from: { id: 1, revision: 1 },
  to: { id: 2, revision: 2 },
  fields,
  cargo: [],
  costs,
});

describe('RevisionDiffView', () => {
  it("shows amounts as money in the quote's currency, never as bare numbers", () => {
    renderWithProviders(
      <RevisionDiffView
        currency="JPY"
        diff={diff(
          [{ field: 'total_cost', label: 'Total cost', old: 120000, new: 98500 }],
          [
            {
              line_key: 'a',
              label: 'Flete aéreo',
              change: 'changed',
              fields: [{ field: 'total_cost', label: 'Total', old: 100000, new: 78500 }],
            },
          ],
        )}
      />,
    );
    expect(document.body.textContent).toContain(money(120000, 'JPY'));
    expect(document.body.textContent).toContain(money(98500, 'JPY'));
    expect(document.body.textContent).toContain(money(78500, 'JPY'));
    expect(screen.queryByText('98500')).toBeNull();
  });

  it('uses each side its own currency when the revision changed it, and reads a status as its label', () => {
    renderWithProviders(
      <RevisionDiffView
        currency="EUR"
        diff={diff([
          { field: 'currency', label: 'Currency', old: 'KWD', new: 'EUR' },
          { field: 'total_cost', label: 'Total cost', old: 350.125, new: 1000 },
          { field: 'status', label: 'Status', old: 'OnClientReview', new: 'Working' },
        ])}
      />,
    );
    expect(document.body.textContent).toContain(money(350.125, 'KWD'));
    expect(document.body.textContent).toContain(money(1000, 'EUR'));
    expect(screen.getByText('On Client Review')).toBeTruthy();
  });
});
