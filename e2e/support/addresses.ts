import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** An address as the API returns it: the fields the specs read, and whatever else it carries. */
export interface Address {
  id: number;
  version: number;
  city: string;
  phone: string;
  [field: string]: unknown;
}

const ADDRESS = {
  contact_first_name: 'Ada',
  contact_last_name: 'Lovelace',
  address_line_1: '12 Analytical Row',
  city: 'London',
  province: 'Greater London',
  zip_code: 'EC1A 1BB',
  country: 'United Kingdom',
  phone: '+44 20 7946 0000',
  email: 'ada@example.com',
};

/** Creates an address linked to the quotation as its origin or destination, through the API. */
export async function createAddress(request: APIRequestContext, quotationId: number, role: string) {
  const res = await request.post('/api/1/addresses', {
    data: { ...ADDRESS, quotation_id: quotationId, quotation_role: role },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Address;
}

/** Reads an address back through the API, to check what the screen saved. */
export async function getAddress(request: APIRequestContext, id: number): Promise<Address> {
  return (await (await request.get(`/api/1/addresses/${id}`)).json()) as Address;
}

/** Fills the address screen with a Hong Kong address (no postcode: Hong Kong has none) for `company`. */
export async function fillHongKongAddress(page: Page, company: string) {
  for (const [label, value] of [
    ['Company name', company],
    ['First name', 'Wing'],
    ['Last name', 'Chan'],
    ['Address line 1', '8 Nathan Road'],
    ['City', 'Kowloon Bay'],
    ['Country', 'Hong Kong'],
    ['Province/State', 'Kowloon'],
    ['Phone', '+852 2000 0000'],
    ['Email', 'wing@example.com'],
  ] as const) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
}
