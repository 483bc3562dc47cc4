// @vitest-environment happy-dom

import { DEFAULT_DISPLAY_PREFERENCES, humanizeName } from '@freight/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../shared/forms/__tests__/renderWithProviders';
import de from '../../../shared/i18n/catalogs/de.json';
import en from '../../../shared/i18n/catalogs/en.json';
import { displayPreferences } from '../../../shared/preferences/displayPreferences';
import { AuditDetails } from './AuditDetails';
import { AUDIT_DETAIL_KEY_MESSAGES } from './auditDetailKeys';
import '../../../test/englishMessages';
import { speak } from '../../../test/speak';

/** The shared `speak`, with the reader's display preferences in that language. */
function readIn(language: 'de' | 'en') {
  speak(language, { de, en }[language]);
  displayPreferences.set({ ...DEFAULT_DISPLAY_PREFERENCES, language });
}

afterEach(() => readIn('en'));

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

  it('names each known key in English as the key humanized, as before', () => {
    for (const [key, id] of Object.entries(AUDIT_DETAIL_KEY_MESSAGES)) {
      expect(en[id as keyof typeof en], key).toBe(humanizeName(key));
    }
  });

  it("names the keys in the reader's language (German); an unknown key reads as its words", () => {
    readIn('de');
    renderWithProviders(
      <AuditDetails
        details={{
          changes: { status: { old: 'OnClientReview', new: 'Active' } },
          po_number: 'PO-4471',
          to: 'compras@azulejos.es',
          retry_after_seconds: 30,
        }}
      />,
    );
    expect(screen.getByText('Status: Kundenprüfung → Aktiv')).toBeTruthy();
    expect(screen.getByText('Bestellnummer: PO-4471')).toBeTruthy();
    expect(screen.getByText('An: compras@azulejos.es')).toBeTruthy();
    expect(screen.getByText('Retry after seconds: 30')).toBeTruthy();
  });

  it("words yes/no, numbers, dates and empty values in the reader's language and date preferences", () => {
    readIn('de');
    displayPreferences.set({
      timezone: 'Europe/Berlin',
      language: 'de',
      date_format: 'DD/MM/YYYY',
      time_format: '24h',
    });
    renderWithProviders(
      <AuditDetails
        details={{
          changes: { remember: { old: 'true', new: false }, amount: { old: null, new: 12500.5 } },
          valid_until_date: '2026-03-02',
          expires_at: '2026-03-02T09:30:00.000Z',
          number: 1042,
          to: '',
        }}
      />,
    );
    expect(screen.getByText('Angemeldet bleiben: Ja → Nein')).toBeTruthy();
    expect(screen.getByText('Betrag: (leer) → 12.500,5')).toBeTruthy();
    expect(screen.getByText('Gültig bis: 02/03/2026')).toBeTruthy();
    expect(screen.getByText('Läuft ab: 02/03/2026 10:30')).toBeTruthy();
    expect(screen.getByText('Nummer: 1042')).toBeTruthy();
    expect(screen.getByText('An: (leer)')).toBeTruthy();
  });
});
