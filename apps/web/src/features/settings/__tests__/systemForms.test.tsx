// @vitest-environment happy-dom
import { SETTING_MESSAGES } from '@freight/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { resetAfterEach, sentTo } from '../../../test/apiCalls';
import { answer } from '../../../test/mockApi';
import { renderScreen } from '../../../test/renderScreen';
import { AddSettingForm } from '../system/AddSettingForm';
import { CompanyProfileCard } from '../system/CompanyProfileCard';
import { SettingRow } from '../system/SettingRow';
import { useSettingMutations } from '../system/useSettingMutations';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

resetAfterEach(callApi);

// Mantine's autosizing text areas listen for web fonts loading, which happy-dom does not model.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

const callsTo = (method: string, path: string) => sentTo(callApi, method, path);

const type = (label: string | RegExp, value: string, inside: HTMLElement = document.body) =>
  fireEvent.change(within(inside).getByLabelText(label), { target: { value } });

const SETTING = {
  id: 4,
  user_id: 1,
  setting_key: 'moneda_por_defecto',
  setting_value: 'EUR',
  setting_type: 'string' as const,
  is_global: false,
  description: 'Moneda de las cotizaciones',
  created_at: '2026-05-01T08:00:00Z',
  updated_at: '2026-05-01T08:00:00Z',
  version: 2,
};

function Settings() {
  const mutations = useSettingMutations();
  return (
    <>
      <AddSettingForm save={mutations.save} canWriteGlobal defaultGlobal={false} />
      <SettingRow setting={SETTING} editable update={mutations.update} onDelete={() => {}} />
    </>
  );
}

const PROFILE = {
  company_name: 'Kuwait Freight',
  address: 'Sharq, Kuwait City',
  phone: '+965 2222 0000',
  email: 'ops@kwfreight.example',
  tax_number: 'KW-12',
  logo_upload_id: null,
  terms: 'Payment in KWD within 30 days',
  footer: '',
  quote_email_subject: 'Your quote {quote_number}',
  quote_email_message: 'Please find your quote attached.',
  date_format: 'D MMM YYYY',
  time_zone: 'UTC',
  document_language: 'en',
  localized_texts: {},
  version: 5,
  updated_at: null,
};

describe('the settings rows and the company details, on the record-form toolkit', () => {
  it('Add Setting names a missing key and value, then sends the trimmed setting', async () => {
    answer(callApi, { 'POST /settings': { ...SETTING, id: 9, setting_key: 'idioma' } });
    renderScreen(<Settings />);
    const add = screen.getByRole('form', { name: 'Add Setting' });
    fireEvent.click(within(add).getByRole('button', { name: 'Add Setting' }));
    expect(await screen.findByText(SETTING_MESSAGES.keyRequired)).toBeTruthy();
    expect(screen.getByText(SETTING_MESSAGES.valueRequired)).toBeTruthy();
    type(/^Key/, '  idioma ', add);
    type(/^Value/, ' es ', add);
    fireEvent.click(within(add).getByRole('button', { name: 'Add Setting' }));
    await waitFor(() => expect(callsTo('POST', '/settings')).toHaveLength(1));
    expect(callsTo('POST', '/settings')[0]?.body).toMatchObject({
      setting_key: 'idioma',
      setting_value: 'es',
      is_global: false,
    });
  });

  it('a setting edited in place after a colleague’s save shows both values where both changed it', async () => {
    answer(callApi, {
      'PUT /settings/:id': () => {
        throw new ApiError(412, 'PRECONDITION_FAILED', 'Version mismatch');
      },
      'GET /settings/:id': { ...SETTING, setting_value: 'KWD', version: 3 },
    });
    renderScreen(<Settings />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit moneda_por_defecto' }));
    const edit = await screen.findByRole('form', { name: 'Edit moneda_por_defecto' });
    type(/^Value/, 'JPY', edit);
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Take theirs' })).toBeTruthy();
    expect(callsTo('PUT', '/settings/:id')[0]?.ifMatch).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect((within(edit).getByLabelText(/^Value/) as HTMLInputElement).value).toBe('KWD');
  });

  it('the company details send what was typed with the version read, and say a wrong e-mail at its field', async () => {
    answer(callApi, { 'GET /company-profile': PROFILE, 'PUT /company-profile': { ...PROFILE, version: 6 } });
    renderScreen(<CompanyProfileCard />);
    await screen.findByLabelText('Company e-mail');
    type('Company e-mail', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(callsTo('PUT', '/company-profile')).toEqual([]);
    type('Company e-mail', 'ventas@kwfreight.example');
    fireEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    await waitFor(() => expect(callsTo('PUT', '/company-profile')).toHaveLength(1));
    expect(callsTo('PUT', '/company-profile')[0]).toMatchObject({
      ifMatch: 5,
      body: { email: 'ventas@kwfreight.example', terms: 'Payment in KWD within 30 days' },
    });
  });

  it('the company details choose the date format quotes print, with an example of each', async () => {
    answer(callApi, { 'GET /company-profile': PROFILE, 'PUT /company-profile': { ...PROFILE, version: 6 } });
    renderScreen(<CompanyProfileCard />);
    const select = await screen.findByRole('combobox', { name: 'Date format on quotes' });
    expect((select as HTMLInputElement).value).toBe('D MMM YYYY (27 Nov 2026)');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'DD/MM/YYYY (27/11/2026)', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    await waitFor(() => expect(callsTo('PUT', '/company-profile')).toHaveLength(1));
    expect(callsTo('PUT', '/company-profile')[0]).toMatchObject({ body: { date_format: 'DD/MM/YYYY' } });
  });

  it('the company details pick any IANA time zone by typing part of its name, offset shown', async () => {
    answer(callApi, { 'GET /company-profile': PROFILE, 'PUT /company-profile': { ...PROFILE, version: 6 } });
    renderScreen(<CompanyProfileCard />);
    const select = await screen.findByRole('combobox', { name: 'Company time zone' });
    expect((select as HTMLInputElement).value).toBe('UTC (UTC+00:00)');
    fireEvent.change(select, { target: { value: 'Tokyo' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Asia/Tokyo (UTC+09:00)', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    await waitFor(() => expect(callsTo('PUT', '/company-profile')).toHaveLength(1));
    expect(callsTo('PUT', '/company-profile')[0]).toMatchObject({
      ifMatch: 5,
      body: { time_zone: 'Asia/Tokyo' },
    });
  });

  it("the company details choose the language of a client's documents when the contact has none", async () => {
    answer(callApi, { 'GET /company-profile': PROFILE, 'PUT /company-profile': { ...PROFILE, version: 6 } });
    renderScreen(<CompanyProfileCard />);
    const select = await screen.findByRole('combobox', { name: 'Default document language' });
    expect((select as HTMLInputElement).value).toBe('English');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Español', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Save company details' }));
    await waitFor(() => expect(callsTo('PUT', '/company-profile')).toHaveLength(1));
    expect(callsTo('PUT', '/company-profile')[0]).toMatchObject({ body: { document_language: 'es' } });
  });
});
