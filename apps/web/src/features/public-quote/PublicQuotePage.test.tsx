// @vitest-environment happy-dom
import type { PublicQuote } from '@freight/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../shared/api/apiClient';
import { activateLanguage } from '../../shared/i18n/i18n';
import { renderScreen } from '../../test/renderScreen';
import { PublicQuotePage } from './PublicQuotePage';
import '../../test/screenTestSetup';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

const QUOTE: PublicQuote = {
  language: 'es',
  quotation_number: 'Q-2026-0042',
  company_name: 'Transportes Núñez',
  client_name: 'Fátima Al-Zahra',
  created_date: '2026-11-20',
  valid_until_date: '2026-12-20',
  currency: 'EUR',
  origin: 'Valencia, España',
  destination: 'Kuwait City, Kuwait',
  incoterm: 'FOB',
  incoterm_place: 'Valencia',
  origin_place: 'ESVLC — Valencia, Spain',
  destination_place: 'KWKWI — Kuwait',
  total_cbm: 12,
  total_weight: 3400,
  total_cost: 1850.5,
  cost_lines: [{ location: 'Origen', description: 'Flete marítimo', amount: 1850.5 }],
  terms: 'Pago a 30 días.',
  sender_name: 'José Núñez',
  answer: null,
};

// The language's catalog part is fetched (a dynamic import) before the page switches to it.
const LANGUAGE_ARRIVES = { timeout: 10_000 };

function openPage() {
  vi.mocked(callApi).mockResolvedValue(QUOTE);
  renderScreen(
    <Routes>
      <Route path="/q/:token" element={<PublicQuotePage />} />
    </Routes>,
    `/q/${'a'.repeat(43)}`,
  );
}

afterEach(async () => {
  sessionStorage.clear();
  await activateLanguage('en');
});

describe("the client's page of a sent quote", () => {
  it('speaks the language of the send, and the visitor can switch for the visit', async () => {
    openPage();
    expect(await screen.findByRole('button', { name: 'Aceptar cotización' }, LANGUAGE_ARRIVES)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rechazar' })).toBeTruthy();
    expect(screen.getByText('TÉRMINOS Y CONDICIONES')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Idioma' }), { target: { value: 'de' } });
    expect(await screen.findByRole('button', { name: 'Angebot annehmen' }, LANGUAGE_ARRIVES)).toBeTruthy();
    expect(sessionStorage.getItem('shipdesk-visit-language')).toBe('de');
  });
});
