// @vitest-environment happy-dom
import { DEFAULT_DISPLAY_PREFERENCES, type RevisionDiff } from '@freight/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { money } from '../../../shared/format/money';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import de from '../../../shared/i18n/catalogs/de.json';
import en from '../../../shared/i18n/catalogs/en.json';
import { displayPreferences } from '../../../shared/preferences/displayPreferences';
import '../../../test/englishMessages';
import { speak } from '../../../test/speak';
import { RevisionDiffView } from './RevisionDiffView';

const diff = (fields: RevisionDiff['fields'], costs: RevisionDiff['costs'] = []): RevisionDiff => ({
  from: { id: 1, revision: 1 },
  to: { id: 2, revision: 2 },
  fields,
  cargo: [],
  costs,
});

/** The shared `speak`, with the reader's display preferences in that language. */
function readIn(language: 'de' | 'en') {
  speak(language, { de, en }[language]);
  displayPreferences.set({ ...DEFAULT_DISPLAY_PREFERENCES, language, date_format: 'DD/MM/YYYY' });
}

afterEach(() => readIn('en'));

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

  it("names each field in the reader's language (German), a cost line's total as its own word", () => {
    readIn('de');
    renderWithProviders(
      <RevisionDiffView
        currency="EUR"
        diff={{
          ...diff(
            [
              {
                field: 'client_name',
                label: 'Client name',
                old: 'Azulejos SL',
                new: 'Azulejos Castellón SL',
              },
              { field: 'total_cost', label: 'Total cost', old: 100, new: 150 },
              { field: 'hazmat_class', label: 'Hazmat class', old: null, new: '3' },
            ],
            [
              {
                line_key: 'a',
                label: 'Flete marítimo',
                change: 'changed',
                fields: [{ field: 'total_cost', label: 'Total', old: 10, new: 20 }],
              },
            ],
          ),
          cargo: [
            {
              line_key: 'c',
              label: 'Palé',
              change: 'changed',
              fields: [{ field: 'hs_code', label: 'HS code', old: '6907', new: '6908' }],
            },
          ],
        }}
      />,
    );
    const names = screen.getAllByTestId('diff-field').map((row) => row.firstChild?.textContent);
    expect(names).toEqual(['Kunde', 'Gesamtkosten', 'Hazmat class', 'HS-Code', 'Gesamt']);
  });

  it('names the fields in English as the server does', () => {
    renderWithProviders(
      <RevisionDiffView
        currency="EUR"
        diff={diff(
          [{ field: 'valid_until_date', label: 'Valid until', old: '2026-01-01', new: '2026-02-01' }],
          [
            {
              line_key: 'a',
              label: 'Flete',
              change: 'changed',
              fields: [{ field: 'total_cost', label: 'Total', old: 10, new: 20 }],
            },
          ],
        )}
      />,
    );
    const names = screen.getAllByTestId('diff-field').map((row) => row.firstChild?.textContent);
    expect(names).toEqual(['Valid until', 'Total']);
  });

  it("writes yes/no, numbers and dates in the reader's language and date format (German)", () => {
    readIn('de');
    renderWithProviders(
      <RevisionDiffView
        currency="EUR"
        diff={{
          ...diff([{ field: 'start_date', label: 'Start date', old: '2026-03-02', new: '2026-04-15' }]),
          cargo: [
            {
              line_key: 'c',
              label: 'Palé',
              change: 'changed',
              fields: [
                { field: 'quantity', label: 'Quantity', old: 1500, new: 2250 },
                { field: 'total_cbm', label: 'Total CBM', old: 12.75, new: 0.5 },
                { field: 'insurance_required', label: 'Insurance required', old: false, new: 'true' },
              ],
            },
          ],
        }}
      />,
    );
    const rows = screen
      .getAllByTestId('diff-field')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Startdatum', '02/03/2026', '15/04/2026'],
      ['Menge', '1.500', '2.250'],
      [expect.any(String), '12,75', '0,5'],
      ['Versicherung', 'Nein', 'Ja'],
    ]);
  });
});
