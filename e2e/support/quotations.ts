import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { seedContacts, uniqueTag } from './contacts';

/** A quotation as the API returns it: the fields the specs read, and whatever else it carries. */
export interface Quotation {
  id: number;
  quotation_number: string;
  status: string;
  version: number;
  contact_id: number | null;
  client_name: string;
  client_email: string;
  client_phone: string;
  notes: string;
  valid_until_date: string;
  validity_days: number;
  estimated_value: number;
  total_cost: number;
  [field: string]: unknown;
}

/**
 * Creates a contact and a quotation for it through the API, as set-up for a test about something else.
 * The quotation runs from Mar 4 to Apr 4, 2032 unless `data` says otherwise; the contact is named
 * `contactName`, by default a unique one so that parallel tests do not meet.
 */
export async function createQuotation(
  request: APIRequestContext,
  data: Record<string, unknown> = {},
  contactName = `Quotation ${uniqueTag()}`,
): Promise<Quotation> {
  const [contact] = await seedContacts(request, [{ name: contactName }]);
  const res = await request.post('/api/1/quotations', {
    data: { contact_id: contact.id, start_date: '2032-03-04', valid_until_date: '2032-04-04', ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Quotation;
}

/** Creates a client with an e-mail address (where a quote is sent) and a quotation for them, named `name`. */
export async function createQuotationForClient(
  request: APIRequestContext,
  name: string,
  email: string,
): Promise<Quotation> {
  const [contact] = await seedContacts(request, [{ name, email }]);
  return createQuotation(request, { contact_id: contact.id, client_name: name });
}

/**
 * Adds a Fixed cost line priced above zero through the API (category 'packaging' unless `data` names one):
 * a quote goes out only with a priced line and a total above zero.
 */
export async function addPricedCostLine(
  request: APIRequestContext,
  quotationId: number,
  data: Record<string, unknown> = {},
) {
  const categories = (await (await request.get('/api/1/cost_categories')).json()) as {
    data: { id: number; name: string }[];
  };
  const res = await request.post('/api/1/cost_items', {
    data: {
      quotation_id: quotationId,
      category_id: categories.data.find((c) => c.name === 'packaging')?.id ?? categories.data[0]!.id,
      description: 'Export packing',
      calculation_method: 'Fixed',
      total_cost: 480,
      ...data,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Reads a quotation back through the API, to check what the screen saved. */
export async function fetchQuotation(request: APIRequestContext, id: number): Promise<Quotation> {
  return (await (await request.get(`/api/1/quotations/${id}`)).json()) as Quotation;
}

/** A quotation's screens: its detail page, its edit form, its cost breakdown. */
type QuotationScreen = '' | 'edit' | 'cost-breakdown';

/** Creates a quotation through the API (`createQuotation`) and opens one of its screens in `page`. */
export async function openNewQuotation(
  page: Page,
  screen: QuotationScreen = '',
  data: Record<string, unknown> = {},
): Promise<Quotation> {
  const quotation = await createQuotation(page.request, data);
  await page.goto(`/quotations/${quotation.id}${screen ? `/${screen}` : ''}`);
  return quotation;
}

/** Opens the Add Item dialog from the Shipment Items section of the quotation page on screen. */
export async function openAddItemDialog(page: Page) {
  await page
    .getByRole('region', { name: 'Shipment Items' })
    .getByRole('button', { name: 'Add Item' })
    .click();
  return page.getByRole('dialog', { name: /Add Item/ });
}
