// @vitest-environment happy-dom
import { quotationDefaults } from '@freight/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../shared/api/apiClient';
import { renderScreen } from '../../../test/renderScreen';
import { QuotationFormLayout } from './QuotationFormLayout';
import { quotationFormValues } from './quotationFormValues';
import '../../../test/screenTestSetup';

vi.mock('../../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

afterEach(cleanup);

const values = {
  ...quotationFormValues(quotationDefaults('2031-03-14')),
  client_name: 'Ahmad Al-Sabah',
  currency: 'KWD' as const,
  transport_mode: 'Sea FCL' as const,
  containers: [{ type: '40HC' as const, count: 2 }],
  notes: 'Pickup on Sunday',
};

function renderForm(offerLocked: boolean) {
  vi.mocked(callApi).mockResolvedValue({ data: [], total: 0, limit: 1000, offset: 0 });
  renderScreen(
    <QuotationFormLayout values={values} errors={{}} onChange={() => undefined} offerLocked={offerLocked} />,
    '/quotations/4/edit',
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** Disabled itself or by its fieldset (as the browser counts it; the test DOM does not apply the fieldset's). */
const disabled = (input: HTMLElement) =>
  (input as HTMLInputElement).disabled || input.closest('fieldset')?.disabled === true;

describe('the Edit form of an accepted quote', () => {
  it('disables the offer fields and keeps the internal ones editable', async () => {
    renderForm(true);
    await screen.findByDisplayValue('Ahmad Al-Sabah');
    for (const name of ['Client Name', 'Client Email', 'Project Description', 'Incoterm Place']) {
      expect(field(name).disabled, name).toBe(true);
    }
    expect(disabled(screen.getByLabelText('Number of 40HC containers'))).toBe(true);
    expect(disabled(screen.getByRole('combobox', { name: /Origin Code/ }))).toBe(true);
    expect(field('Notes').disabled).toBe(false);
    expect((screen.getByRole('textbox', { name: 'Estimated Value' }) as HTMLInputElement).disabled).toBe(
      false,
    );
  });

  it('leaves every field editable before the client accepts', async () => {
    renderForm(false);
    await screen.findByDisplayValue('Ahmad Al-Sabah');
    expect(field('Client Name').disabled).toBe(false);
    expect(disabled(screen.getByLabelText('Number of 40HC containers'))).toBe(false);
  });
});
