import { describe, expect, it } from 'vitest';
import { adminQuotationApi } from './quotation-contents.fixtures';

const ctx = adminQuotationApi();

/** Today on a wall clock in `zone`, as 'YYYY-MM-DD'. */
const dayIn = (zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

async function setCompanyZone(zone: string) {
  const current = (await ctx.api.call('GET', '/company-profile')).json();
  const saved = await ctx.api.call(
    'PUT',
    '/company-profile',
    {
      time_zone: zone,
      date_format: 'YYYY-MM-DD',
      quote_email_message: 'Sent on {sent_date}: {acceptance_url}',
    },
    { 'if-match': String(current.version) },
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

describe("a new quotation is dated on the company's clock", () => {
  // UTC+14 is a day ahead of UTC from 10:00 UTC on, UTC-11 a day behind until 11:00 UTC: whenever this runs,
  // one of the two dates differs from the server's UTC day.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    "in %s: created, duplicated, and the e-mail's sent date",
    async (zone) => {
      await setCompanyZone(zone);
      const q = await ctx.api.newQuotation();
      expect(q.created_date).toBe(dayIn(zone));
      const copy = await ctx.api.call('POST', `/quotations/${q.id}/duplicate`);
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json().created_date).toBe(dayIn(zone));
      const draft = await ctx.api.call('GET', `/quotations/${q.id}/send-draft`);
      expect(draft.statusCode, draft.body).toBe(200);
      expect(draft.json().message).toContain(`Sent on ${dayIn(zone)}:`);
    },
  );
});
