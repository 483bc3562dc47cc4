import { beforeAll, expect } from 'vitest';
import { type MailingTestApp, type MailingTestOptions, mailingTestApp } from '../../../test/mailing-test-app';
import type { TestUserOptions } from '../../../test/test-app';
import { completeAddress, type QuotationApi, quotationApi } from './quotation-contents.fixtures';

export interface SendingTestApp extends MailingTestApp {
  api: QuotationApi;
  /** The signed-in admin's Cookie header (the one `api` calls as). */
  adminCookie: string;
}

/**
 * Registers the hooks of a test file whose quotes are sent: a test app with the SMTP stand-in (see
 * `mailingTestApp`) and an admin, named as `admin` says, signed in. The answer fills in when the file's tests
 * start.
 */
export function sendingTestApp(
  options: MailingTestOptions & { admin?: Pick<TestUserOptions, 'first_name' | 'last_name'> } = {},
): SendingTestApp {
  const app = mailingTestApp(options) as SendingTestApp;
  beforeAll(async () => {
    app.adminCookie = (await app.t.signedInUser({ role: 'admin', ...options.admin })).cookie;
    app.api = quotationApi(app.t, app.adminCookie);
  });
  return app;
}

/** A quote with an origin address, a cargo line and a cost line, sent to the client; answers it and its link. */
export async function sentQuote(api: QuotationApi, extra: object = {}) {
  const q = await api.newQuotation({ client_name: 'Open Seas LLC', notes: 'Handle with care', ...extra });
  const address = await api.call('POST', '/addresses', {
    ...completeAddress,
    quotation_id: q.id,
    quotation_role: 'origin',
  });
  expect(address.statusCode, address.body).toBe(201);
  const box = await api.addCargoLine(q.id, { name: 'Pallet', quantity: 2 });
  const cost = await api.addCostLine(q.id, { description: 'Trucking to port', total_cost: 350 });
  const res = await api.call('POST', `/quotations/${q.id}/send`, {
    to: ['client@open.test'],
    subject: 's',
    message: 'm',
  });
  expect(res.statusCode, res.body).toBe(202);
  const token = (res.json().acceptance_url as string).split('/q/')[1]!;
  return { q: await api.getQuotation(q.id), token, box, cost, addressId: address.json().id as number };
}

export const revise = (api: QuotationApi, id: number, as?: string) =>
  api.call('POST', `/quotations/${id}/revise`, undefined, {}, as);
