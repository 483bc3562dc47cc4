// @vitest-environment happy-dom
import { ADDRESS_DELIVERY_FLAGS, addressesApi, contactSitesApi } from '@freight/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../shared/api/apiClient';
import ja from '../../shared/i18n/catalogs/ja.json';
import { answer } from '../../test/mockApi';
import { renderScreen } from '../../test/renderScreen';
import { speak } from '../../test/speak';
import '../../test/screenTestSetup';
import { typeInto } from '../../test/typeInto';
import { AddressCreateScreen } from './AddressCreateScreen';

vi.mock('../../shared/api/apiClient', async (real) => ({
  ...(await real<typeof import('../../shared/api/apiClient')>()),
  callApi: vi.fn(),
}));

// Spread, as the screen's `role` prop is its address role, not an ARIA role.
const ORIGIN_OF_7 = { quotationId: 7, role: 'origin' } as const;

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const isMarkedRequired = (name: string) =>
  field(name).closest('.mantine-InputWrapper-root')?.querySelector('.mantine-InputWrapper-required') != null;

function fillPerson() {
  typeInto(/^First name/, 'Wing');
  typeInto(/^Last name/, 'Chan');
  typeInto(/^Address line 1/, '8 Nathan Road');
  typeInto(/^City/, 'Tsim Sha Tsui');
  typeInto(/^Phone/, '+852 2000 0000');
  typeInto(/^Email/, 'wing@example.com');
}

function postedBody() {
  const call = vi.mocked(callApi).mock.calls.find(([endpoint]) => endpoint === addressesApi.create);
  return (call?.[1] as { body: Record<string, unknown> } | undefined)?.body;
}

describe('the new address form follows the country', () => {
  it('marks province and postcode required until the country is known, then as the country needs them', () => {
    answer(callApi, { 'GET /quotations/:id': { id: 7, quotation_number: 'Q-7' } });
    renderScreen(<AddressCreateScreen {...ORIGIN_OF_7} />);
    expect(isMarkedRequired('ZIP/Postal code')).toBe(true);
    expect(isMarkedRequired('Province/State')).toBe(true);

    typeInto(/^Country/, 'Hong Kong');
    expect(isMarkedRequired('ZIP/Postal code')).toBe(false);
    expect(screen.getByText('Hong Kong has no postcodes: leave it blank')).toBeTruthy();
    expect(isMarkedRequired('Province/State')).toBe(true);

    typeInto(/^Country/, 'Germany');
    expect(isMarkedRequired('Province/State')).toBe(false);
    expect(screen.getByText('Not used in Germany addresses')).toBeTruthy();
    expect(screen.getByText('Postcode: 5 digits')).toBeTruthy();

    typeInto(/^Country/, 'Japan');
    expect(screen.getByText('Prefecture in Japan')).toBeTruthy();
  });

  it('says what is wrong with a postcode for the country before sending, and sends nothing', async () => {
    answer(callApi, { 'GET /quotations/:id': { id: 7, quotation_number: 'Q-7' } });
    renderScreen(<AddressCreateScreen {...ORIGIN_OF_7} />);
    fillPerson();
    typeInto(/^Country/, 'United States');
    typeInto(/^Province\/State/, 'NY');
    typeInto(/^ZIP\/Postal code/, '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Create Address' }));
    expect(
      await screen.findByText('ZIP code is not valid for United States (e.g. 95014 or 22162-1010)'),
    ).toBeTruthy();
    expect(postedBody()).toBeUndefined();
  });

  it('creates a Hong Kong address without a postcode, with the delivery options the user left unticked', async () => {
    answer(callApi, {
      'GET /quotations/:id': { id: 7, quotation_number: 'Q-7' },
      'POST /addresses': { id: 99 },
    });
    const view = renderScreen(<AddressCreateScreen {...ORIGIN_OF_7} />, '/addresses/create');
    fillPerson();
    typeInto(/^Country/, 'Hong Kong');
    typeInto(/^Province\/State/, 'Kowloon');
    fireEvent.click(screen.getByRole('button', { name: 'Create Address' }));
    await waitFor(() => expect(postedBody()).toBeDefined());
    const body = postedBody()!;
    expect(body).toMatchObject({ country: 'Hong Kong', province: 'Kowloon', zip_code: '', quotation_id: 7 });
    for (const flag of ADDRESS_DELIVERY_FLAGS) expect(body[flag], flag).toBe(false);
    await waitFor(() => expect(view.address()).toBe('/quotations/7'));
    // Nine fields typed and a save: over five seconds on a busy machine.
  }, 20_000);
});

const kowloonSite = {
  id: 5,
  contact_id: 3,
  label: 'Kowloon warehouse',
  company_name: 'شركة النخيل',
  address_type: 'Warehouse',
  contact_first_name: 'Wing',
  contact_last_name: 'Chan',
  address_line_1: '8 Nathan Road',
  address_line_2: '',
  unit: '12F',
  city: 'Kowloon Bay',
  province: 'Kowloon',
  zip_code: '',
  country: 'Hong Kong',
  phone: '+852 2000 0000',
  alt_phone: '',
  email: 'wing@example.com',
  alt_email: '',
  registration_number: '',
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe("the contact's saved sites", () => {
  it('picking a saved site fills the address fields', async () => {
    answer(callApi, {
      'GET /quotations/:id': { id: 7, quotation_number: 'Q-7', contact_id: 3 },
      'GET /contacts/:id/sites': { data: [kowloonSite] },
    });
    renderScreen(<AddressCreateScreen {...ORIGIN_OF_7} />);
    const picker = await screen.findByRole('combobox', { name: 'Use a saved site' });
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
    fireEvent.click(picker);
    const option = await screen.findByRole('option', { name: /Kowloon warehouse/, hidden: true });
    fireEvent.click(option);
    await waitFor(() => expect((field('Address line 1') as HTMLInputElement).value).toBe('8 Nathan Road'));
    expect((field('Company name') as HTMLInputElement).value).toBe('شركة النخيل');
    expect((field('Country') as HTMLInputElement).value).toBe('Hong Kong');
    expect((field('Province/State') as HTMLInputElement).value).toBe('Kowloon');
    expect((field('Unit') as HTMLInputElement).value).toBe('12F');
    expect(isMarkedRequired('ZIP/Postal code')).toBe(false);
  });

  it("'Save to contact' sends the typed place and person to the contact's sites", async () => {
    answer(callApi, {
      'GET /quotations/:id': { id: 7, quotation_number: 'Q-7', contact_id: 3 },
      'GET /contacts/:id/sites': { data: [] },
      'POST /contacts/:id/sites': kowloonSite,
    });
    renderScreen(<AddressCreateScreen {...ORIGIN_OF_7} />);
    fillPerson();
    typeInto(/^Country/, 'Hong Kong');
    typeInto(/^Province\/State/, 'Kowloon');
    fireEvent.click(await screen.findByRole('button', { name: 'Save to contact' }));
    await waitFor(() =>
      expect(vi.mocked(callApi).mock.calls.some(([endpoint]) => endpoint === contactSitesApi.create)).toBe(
        true,
      ),
    );
    const [, input] = vi
      .mocked(callApi)
      .mock.calls.find(([endpoint]) => endpoint === contactSitesApi.create)!;
    expect(input).toMatchObject({
      params: { id: 3 },
      body: { country: 'Hong Kong', province: 'Kowloon', address_line_1: '8 Nathan Road' },
    });
    expect(input?.body).not.toHaveProperty('stairs_present');
  });
});

describe('the new address form in Japanese', () => {
  it('names the country, its postcode label and shape in Japanese, and the refused postcode too', async () => {
    speak('ja', ja);
    answer(callApi, { 'GET /quotations/:id': { id: 7, quotation_number: 'Q-7' } });
    renderScreen(<AddressCreateScreen {...ORIGIN_OF_7} />);
    typeInto(/^国/, 'Germany');
    expect(screen.getByText('ドイツ の住所では使いません')).toBeTruthy();
    expect(screen.getByText('郵便番号: 5 桁')).toBeTruthy();
    typeInto(/^郵便番号/, '1234');
    fireEvent.click(screen.getByRole('button', { name: '住所を作成' }));
    expect(await screen.findByText('郵便番号 は ドイツ では無効です（5 桁）')).toBeTruthy();
  });
});
