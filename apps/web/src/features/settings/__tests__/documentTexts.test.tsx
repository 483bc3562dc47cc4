// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { DocumentTextsCard } from '../system/DocumentTextsCard';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

// Mantine's autosizing text areas listen for web fonts loading, which happy-dom does not model.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const PROFILE = {
  company_name: 'Transportes Núñez',
  address: 'Calle de Alcalá 42, Madrid',
  phone: '',
  email: 'ops@nunez.example',
  tax_number: 'ESB12345678',
  peppol_id: '',
  logo_upload_id: null,
  terms: 'Payment within 30 days',
  footer: 'Transportes Núñez S.L.',
  quote_email_subject: 'Quotation {quotation_number}',
  quote_email_message: 'Dear {client_name}, {acceptance_url}',
  date_format: 'D MMM YYYY',
  time_zone: 'Europe/Madrid',
  document_language: 'en',
  localized_texts: { es: { terms: 'Pago a 30 días', footer: '' } },
  version: 5,
  updated_at: null,
};

describe('Texts by language', () => {
  it('edits another language’s texts, shows the default’s as the fallback, and sends only what is filled', async () => {
    answer(callApi, { 'GET /company-profile': PROFILE, 'PUT /company-profile': { ...PROFILE, version: 6 } });
    renderScreen(<DocumentTextsCard />);
    const terms = (await screen.findByLabelText('Terms and conditions')) as HTMLTextAreaElement;
    // English is the default, so the first language offered is Spanish, with its own terms.
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLInputElement).value).toBe('Español');
    expect(terms.value).toBe('Pago a 30 días');
    expect((screen.getByLabelText('Footer') as HTMLTextAreaElement).placeholder).toBe(
      'Transportes Núñez S.L.',
    );

    fireEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch', hidden: true }));
    expect((screen.getByLabelText('Terms and conditions') as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Terms and conditions'), {
      target: { value: 'Zahlung binnen 30 Tagen' },
    });
    fireEvent.change(screen.getByLabelText('Quote e-mail subject'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save texts' }));
    await waitFor(() => expect(sentTo(callApi, 'PUT', '/company-profile')).toHaveLength(1));
    expect(sentTo(callApi, 'PUT', '/company-profile')[0]).toMatchObject({
      ifMatch: 5,
      body: {
        localized_texts: { es: { terms: 'Pago a 30 días' }, de: { terms: 'Zahlung binnen 30 Tagen' } },
      },
    });
  });
});
