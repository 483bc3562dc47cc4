import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../platform/storage/disk-storage';
import { sendingTestApp } from './quotation-revisions.fixtures';

let dir: string;

// A real storage failure: the storage folder's path runs through a plain file, so every write fails
// (ENOTDIR), whoever the process runs as. Made before the app starts (hooks run in order), removed after it
// closed.
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shipdesk-broken-storage-'));
  await writeFile(path.join(dir, 'not-a-folder'), 'x');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
const sending = sendingTestApp({
  deps: () => ({ storage: diskStorage(path.join(dir, 'not-a-folder', 'storage')) }),
});

describe('sending when filing fails after the e-mail went out', () => {
  it('answers 202 with a warning, sends once, moves the status and notes the failure on the send', async () => {
    const contact = (
      await sending.api.call('POST', '/contacts', { name: 'Omar', email: 'omar@client.test' })
    ).json();
    const q = await sending.api.newQuotation({ contact_id: contact.id, status: 'Working' });
    await sending.api.addCostLine(q.id);
    const subject = `Quote ${q.quotation_number} (storage down)`;
    const res = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      to: ['omar@client.test'],
      subject,
      message: 'm',
    });
    expect(res.statusCode, res.body).toBe(202);
    const warning =
      "The quote was sent, but logging the e-mail with the contact and filing the PDF in the quotation's documents failed. Do not send it again: do these by hand if needed.";
    expect(res.json()).toEqual({
      acceptance_url: expect.stringMatching(/^http:\/\/desk\.test\/q\//),
      warning,
    });

    await sending.smtp.waitFor((m) => m.subject === subject);
    expect(sending.smtp.messages.filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await sending.api.getQuotation(q.id)).status).toBe('OnClientReview');
    const sends = (await sending.api.call('GET', `/quotations/${q.id}/sends`)).json().data;
    expect(sends).toHaveLength(1);
    expect(sends[0].filing_error).toBe(warning);
    const logged = (await sending.api.call('GET', `/client_interactions?contact_id=${contact.id}`)).json();
    expect(logged.total).toBe(0);
  });

  it('a refused message (every recipient rejected) is a 503 with no send, no status move and no warning', async () => {
    const q = await sending.api.newQuotation({ status: 'Pending' });
    await sending.api.addCostLine(q.id);
    const res = await sending.api.call('POST', `/quotations/${q.id}/send`, {
      to: ['reject@client.test'],
      subject: 'x',
      message: 'm',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe('The mail server refused the message');
    expect((await sending.api.getQuotation(q.id)).status).toBe('Pending');
    expect((await sending.api.call('GET', `/quotations/${q.id}/sends`)).json().total).toBe(0);
  });
});
