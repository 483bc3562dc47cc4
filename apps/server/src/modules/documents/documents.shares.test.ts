import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { PDF_BYTES } from '../../../test/upload-fixtures';
import { SHARE_REQUESTS_PER_MINUTE } from './document-shares.service';
import { documentsFixture } from './documents.fixture';
import { documentShareAccess, documentShares } from './documents.table';

let t: TestApp;
let fx: ReturnType<typeof documentsFixture>;
let owner: string;
useTestApp(async (app) => {
  t = app;
  fx = documentsFixture(t);
  owner = await fx.documentsUser();
});

const open = (url: string, ip = '10.0.0.1') => t.app.inject({ method: 'GET', url, remoteAddress: ip });

/** Revokes the share (at its first version) and answers the raw response. */
const revokeShare = (id: number) =>
  fx.call(owner, 'PUT', `/document_shares/${id}`, { revoked: true }, { 'if-match': '1' });

/** A visitor's browser opening a share link: it asks for a page, in its languages. */
const visitInBrowser = (url: string, acceptLanguage: string, ip: string) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': acceptLanguage },
  });

async function sharedDocument() {
  const root = await fx.root(owner);
  const doc = await fx.newDocument(owner, root.id, 'quote.pdf');
  const res = await fx.call(owner, 'POST', '/document_shares', { document_id: doc.id });
  expect(res.statusCode).toBe(201);
  return { doc, share: res.json() };
}

describe('share links', () => {
  it('a link lasts 7 days, serves that file to anyone signed out, and records each download', async () => {
    const { share } = await sharedDocument();
    expect(share.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(share.url).toBe(`/api/1/shared_documents/${share.token}`);
    const days = (Date.parse(share.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const [stored] = await t.db.select().from(documentShares).where(eq(documentShares.id, share.id));
    expect(stored!.token_hash).not.toContain(share.token);

    const first = await open(share.url, '10.0.1.1');
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const second = await open(share.url, '10.0.1.1');
    expect(second.statusCode, second.body).toBe(200);
    const listed = (await fx.call(owner, 'GET', `/document_shares?document_id=${share.document_id}`)).json();
    expect(listed.data[0]).toMatchObject({ id: share.id, download_count: 2, token: null, url: null });
    expect(listed.data[0].last_downloaded_at).not.toBeNull();
  });

  it('an expired link answers 404 and serves nothing', async () => {
    const { share } = await sharedDocument();
    await t.db
      .update(documentShares)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(documentShares.id, share.id));
    const res = await open(share.url, '10.0.2.1');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This link has expired or was revoked');
  });

  it('a revoked link answers 404; a deleted one too', async () => {
    const { share } = await sharedDocument();
    expect((await open(share.url, '10.0.3.1')).statusCode).toBe(200);
    const revoke = await revokeShare(share.id);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().revoked_at).not.toBeNull();
    expect((await open(share.url, '10.0.3.1')).statusCode).toBe(404);
    const stale = await fx.call(
      owner,
      'PUT',
      `/document_shares/${share.id}`,
      { expires_in_days: 3 },
      { 'if-match': '1' },
    );
    expect(stale.statusCode).toBe(412);

    const other = await sharedDocument();
    expect((await fx.call(owner, 'DELETE', `/document_shares/${other.share.id}`)).statusCode).toBe(204);
    expect((await open(other.share.url, '10.0.3.1')).statusCode).toBe(404);
  });

  it("a visitor's browser gets the refusal as a page in the visitor's language; a program keeps the JSON", async () => {
    const { share } = await sharedDocument();
    const revoke = await revokeShare(share.id);
    expect(revoke.statusCode).toBe(200);
    const visit = (language: string, ip: string) => visitInBrowser(share.url, language, ip);
    const german = await visit('de-DE,de;q=0.9,en;q=0.5', '10.0.3.7');
    expect(german.statusCode).toBe(404);
    expect(german.headers['content-type']).toMatch(/^text\/html/);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Dieser Link ist abgelaufen oder wurde widerrufen.');
    const japanese = await visit('ja', '10.0.3.7');
    expect(japanese.body).toContain('このリンクは有効期限が切れたか、取り消されました。');
    // A language ShipDesk does not speak reads English.
    expect((await visit('nl-NL', '10.0.3.7')).body).toContain('This link has expired or was revoked.');
    const program = await open(share.url, '10.0.3.7');
    expect(program.statusCode).toBe(404);
    expect(program.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This link has expired or was revoked',
    });
  });

  it('an unknown token answers 404; a malformed one 400', async () => {
    expect((await open(`/api/1/shared_documents/${'a'.repeat(43)}`, '10.0.4.1')).statusCode).toBe(404);
    const malformed = await open('/api/1/shared_documents/short', '10.0.4.1');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({ message: 'This link is not valid' });
  });

  it("a link cut short reads, in a visitor's browser, as a page in the visitor's language", async () => {
    const page = await visitInBrowser('/api/1/shared_documents/AbCdEf', 'de-DE,de;q=0.9', '10.0.4.2');
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Dieser Link ist unvollständig oder ungültig.');
  });

  it('the public link is throttled per client address, counted in the database', async () => {
    const { share } = await sharedDocument();
    for (let i = 0; i < SHARE_REQUESTS_PER_MINUTE; i++) {
      expect((await open(share.url, '10.0.5.1')).statusCode).toBe(200);
    }
    const throttled = await open(share.url, '10.0.5.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('60');
    const page = await visitInBrowser(share.url, 'es', '10.0.5.1');
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Demasiadas descargas desde esta dirección.');
    // Another address is not held up.
    expect((await open(share.url, '10.0.5.2')).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(documentShareAccess)
      .where(eq(documentShareAccess.client_ip, '10.0.5.1'));
    expect(rows).toHaveLength(SHARE_REQUESTS_PER_MINUTE);
  });

  it('sharing needs edit on the document: a viewer gets 403', async () => {
    const { doc } = await sharedDocument();
    const viewerOnly = await t.signedInUser({ grants: { documents: ['view'] } });
    // Not theirs: 404 rather than 403.
    expect(
      (await fx.call(viewerOnly.cookie, 'POST', '/document_shares', { document_id: doc.id })).statusCode,
    ).toBe(404);
    const admin = (await t.signedInUser({ role: 'admin' })).cookie;
    const q = await fx.newQuotation(admin);
    const folder = (await fx.call(admin, 'POST', `/quotations/${q.id}/document_folder`)).json();
    const qDoc = await fx.newDocument(admin, folder.id);
    const qViewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    expect((await fx.call(qViewer, 'POST', '/document_shares', { document_id: qDoc.id })).statusCode).toBe(
      403,
    );
  });
});
