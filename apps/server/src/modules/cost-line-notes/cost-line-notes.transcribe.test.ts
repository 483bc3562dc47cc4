import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_KEY, STAND_IN_TRANSCRIPT, startAiServer } from '../../../test/ai-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type QuotationApi, quotationApi } from '../quotations/quotation-contents.fixtures';
import { uploadNoteFile, WEBM_BYTES, webmPart } from './note-test-helpers';

let stand: Awaited<ReturnType<typeof startAiServer>>;
let t: TestApp;
let api: QuotationApi;
let admin: string;

beforeAll(async () => {
  stand = await startAiServer();
  t = await createTestApp({
    ai: { baseUrl: stand.baseUrl, apiKey: STAND_IN_KEY, model: 'llama-3.1-8b-instant' },
  });
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
  api = quotationApi(t, admin);
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

async function audioNote() {
  const q = await api.newQuotation();
  const item = await api.addCostLine(q.id);
  const clip = await uploadNoteFile(t, admin, webmPart);
  return (
    await api.call('POST', '/cost_item_notes', { cost_item_id: item.id, type: 'audio', upload_id: clip })
  ).json();
}

describe('transcribing an audio note', () => {
  it("sends the recording to /audio/transcriptions and stores the transcript as the note's text", async () => {
    const note = await audioNote();
    const res = await api.call('POST', `/cost_item_notes/${note.id}/transcribe`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: note.id,
      type: 'audio',
      content: STAND_IN_TRANSCRIPT,
      version: 2,
    });
    const sent = stand.received.at(-1)!;
    expect(sent.path).toBe('/v1/audio/transcriptions');
    expect(sent.authorization).toBe(`Bearer ${STAND_IN_KEY}`);
    expect(sent.contentType).toMatch(/^multipart\/form-data/);
    expect(sent.body).toContain('name="model"');
    expect(sent.body).toContain('filename="memo.webm"');
    expect(sent.body).toContain(WEBM_BYTES.subarray(0, 12).toString('latin1'));
  });

  it('only audio notes are transcribed, and only by those who may edit quotations', async () => {
    const q = await api.newQuotation();
    const item = await api.addCostLine(q.id);
    const text = (
      await api.call('POST', '/cost_item_notes', { cost_item_id: item.id, type: 'text', content: 'x' })
    ).json();
    expect((await api.call('POST', `/cost_item_notes/${text.id}/transcribe`)).statusCode).toBe(400);
    const note = await audioNote();
    const viewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    const res = await api.call('POST', `/cost_item_notes/${note.id}/transcribe`, undefined, {}, viewer);
    expect(res.statusCode).toBe(403);
  });

  it('without AI_BASE_URL it answers 503 not configured', async () => {
    const off = await createTestApp();
    try {
      const cookie = (await off.signedInUser({ role: 'admin' })).cookie;
      const offApi = quotationApi(off, cookie);
      const q = await offApi.newQuotation();
      const item = await offApi.addCostLine(q.id);
      const clip = await uploadNoteFile(off, cookie, webmPart);
      const note = (
        await offApi.call('POST', '/cost_item_notes', {
          cost_item_id: item.id,
          type: 'audio',
          upload_id: clip,
        })
      ).json();
      const res = await offApi.call('POST', `/cost_item_notes/${note.id}/transcribe`);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toMatch(/not configured/);
    } finally {
      await off.close();
    }
  });
});
