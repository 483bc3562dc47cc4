import { addDays, todayIso } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { sendingTestApp, sentQuote } from './quotation-revisions.fixtures';

/**
 * The events of a quote that change no field by hand (each send, the client's answer, an extended validity, a
 * reprice) are in its History and in the audit trail, each with its label and its details by name.
 */
const sending = sendingTestApp({ admin: { first_name: 'Aiko', last_name: 'Tanaka' } });
let ipCounter = 1;
const nextIp = () => `192.0.2.${ipCounter++}`;

interface Entry {
  action: string;
  action_label: string;
  field: string | null;
  old: unknown;
  new: unknown;
  user_name: string | null;
  details: Record<string, unknown>;
}

const historyOf = async (id: number) =>
  (await sending.api.call('GET', `/quotations/${id}/history`)).json().data as Entry[];

const answer = (token: string, path: 'accept' | 'decline', payload: object) =>
  sending.t.app.inject({
    method: 'POST',
    url: `/api/1/public/quotes/${token}/${path}`,
    payload,
    remoteAddress: nextIp(),
  });

describe('a quotation tells its whole story', () => {
  it('records each send with its recipients and revision, and the acceptance with name, PO and total', async () => {
    const { q, token } = await sentQuote(sending.api, { currency: 'EUR' });
    expect(
      (await answer(token, 'accept', { name: 'José Núñez', po_number: 'PO-9', accept_terms: true }))
        .statusCode,
    ).toBe(200);
    const entries = await historyOf(q.id);
    const sent = entries.find((e) => e.action === 'quotation.sent');
    expect(sent).toMatchObject({
      action_label: 'Sent to the client',
      user_name: 'Aiko Tanaka',
      details: { to: 'client@open.test', revision: 1 },
    });
    const accepted = entries.find((e) => e.action === 'quotation.accepted');
    expect(accepted).toMatchObject({
      action_label: 'Accepted by the client',
      field: 'status',
      old: 'OnClientReview',
      new: 'Active',
      user_name: null,
      details: {
        accepted_by: 'José Núñez',
        po_number: 'PO-9',
        total_cost: 350,
        currency: 'EUR',
        revision: 1,
      },
    });
    expect(entries.indexOf(accepted!)).toBeLessThan(entries.indexOf(sent!));
  });

  it('records a decline with its reason and comment', async () => {
    const { q, token } = await sentQuote(sending.api);
    await answer(token, 'decline', { reason: 'Price', comment: 'Demasiado caro' });
    const declined = (await historyOf(q.id)).find((e) => e.action === 'quotation.declined');
    expect(declined).toMatchObject({
      action_label: 'Declined by the client',
      field: 'status',
      new: 'Cancelled',
      details: { reason: 'Price', comment: 'Demasiado caro' },
    });
  });

  it('records an extended validity and a reprice with what they changed', async () => {
    const { q } = await sentQuote(sending.api);
    const until = addDays(todayIso(), 45);
    const extended = await sending.api.call('POST', `/quotations/${q.id}/extend_validity`, {
      valid_until_date: until,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const repriced = await sending.api.call('POST', `/quotations/${q.id}/reprice`);
    expect(repriced.statusCode, repriced.body).toBe(200);
    const entries = await historyOf(q.id);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'quotation.validity_extended',
        action_label: 'Validity extended',
        field: 'valid_until_date',
        new: until,
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'quotation.repriced',
        action_label: "Repriced with today's exchange rates",
        field: 'total_cost',
        old: 350,
        new: 350,
      }),
    );
  });

  it('lists the events in the audit trail with their labels and the quote number', async () => {
    const { q, token } = await sentQuote(sending.api);
    await answer(token, 'accept', { name: 'Fatima Al-Sayed', accept_terms: true });
    const res = await sending.api.call('GET', `/audit_log?entity_type=quotation&entity_id=${q.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as { action: string; action_label: string; entity_label: string }[];
    for (const [action, label] of [
      ['quotation.sent', 'Sent to the client'],
      ['quotation.accepted', 'Accepted by the client'],
      ['quotation.cost_line_added', 'Cost line added'],
    ]) {
      expect(rows).toContainEqual(
        expect.objectContaining({ action, action_label: label, entity_label: q.quotation_number }),
      );
    }
  });
});
