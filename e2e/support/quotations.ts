import { type APIRequestContext, expect } from '@playwright/test';
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

/** Reads a quotation back through the API, to check what the screen saved. */
export async function fetchQuotation(request: APIRequestContext, id: number): Promise<Quotation> {
  return (await (await request.get(`/api/1/quotations/${id}`)).json()) as Quotation;
}
