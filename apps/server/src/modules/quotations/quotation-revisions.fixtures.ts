import { afterAll, beforeAll, expect } from 'vitest';
import { startSmtpServer } from '../../../test/smtp-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailer } from '../../platform/mail/mailer';
import { completeAddress, type QuotationApi, quotationApi } from './quotation-contents.fixtures';

export interface SendingTestApp {
  t: TestApp;
  api: QuotationApi;
  smtp: Awaited<ReturnType<typeof startSmtpServer>>;
}

/**
 * Registers the hooks of a test file whose quotes are sent: a test app with the SMTP stand-in and an admin
 * signed in as Ada `lastName`. The answer fills in when the file's tests start.
 */
export function sendingTestApp(lastName: string): SendingTestApp {
  const app = {} as SendingTestApp;
  beforeAll(async () => {
    app.smtp = await startSmtpServer();
    app.t = await createTestApp({
      mail: createMailer({ url: app.smtp.url, from: 'quotes@desk.test' }),
      publicUrl: 'http://desk.test',
    });
    const admin = await app.t.signedInUser({ role: 'admin', first_name: 'Ada', last_name: lastName });
    app.api = quotationApi(app.t, admin.cookie);
  });
  afterAll(async () => {
    await app.t?.close();
    await app.smtp?.close();
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
