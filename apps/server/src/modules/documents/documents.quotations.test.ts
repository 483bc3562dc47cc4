import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { leftBehind } from '../../../test/upload-helpers';
import { sweepUploads } from '../files/files.service';
import { uploads } from '../files/files.table';
import { documentsFixture } from './documents.fixture';
import { folders } from './documents.table';

let t: TestApp;
let fx: ReturnType<typeof documentsFixture>;
let admin: string;
useTestApp(async (app) => {
  t = app;
  fx = documentsFixture(t);
  admin = (await t.signedInUser({ role: 'admin' })).cookie;
});

describe("a quotation's documents", () => {
  it('parallel first opens of a quotation folder make one folder /Documents/Logistics/{number}', async () => {
    const q = await fx.newQuotation(admin);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => fx.call(admin, 'POST', `/quotations/${q.id}/document_folder`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({
      name: q.quotation_number,
      folder_path: `/Documents/Logistics/${q.quotation_number}`,
      is_system_folder: true,
      quotation_id: q.id,
      user_id: null,
    });
    const rows = await t.db.select().from(folders).where(eq(folders.quotation_id, q.id));
    expect(rows).toHaveLength(1);
    expect((await fx.call(admin, 'POST', '/quotations/999999/document_folder')).statusCode).toBe(404);
  });

  it('are shared by everyone with quotations view, changed per the quotations grants', async () => {
    const q = await fx.newQuotation(admin);
    const folder = (await fx.call(admin, 'POST', `/quotations/${q.id}/document_folder`)).json();
    const editor = (await t.signedInUser({ grants: { quotations: ['view', 'edit'] } })).cookie;
    const viewer = (await t.signedInUser({ grants: { quotations: ['view'] } })).cookie;
    const outsider = await fx.documentsUser();

    const doc = await fx.newDocument(editor, folder.id, 'packing list.pdf');
    expect(doc).toMatchObject({ quotation_id: q.id });
    const list = (who: string) => fx.call(who, 'GET', `/documents?quotation_id=${q.id}`);
    expect((await list(viewer)).json().total).toBe(1);
    expect((await list(outsider)).json().total).toBe(0);
    expect((await fx.call(viewer, 'GET', doc.file_url.replace('/api/1', ''))).statusCode).toBe(200);
    expect((await fx.call(outsider, 'GET', doc.file_url.replace('/api/1', ''))).statusCode).toBe(404);
    expect((await fx.call(outsider, 'GET', `/documents/${doc.id}`)).statusCode).toBe(404);

    const file = await fx.upload(viewer);
    expect(
      (await fx.call(viewer, 'POST', '/documents', { folder_id: folder.id, upload_id: file.id })).statusCode,
    ).toBe(403);
    expect((await fx.call(viewer, 'PUT', `/documents/${doc.id}`, { name: 'x.pdf' })).statusCode).toBe(403);
    expect(
      (await fx.call(editor, 'PUT', `/documents/${doc.id}`, { name: 'Packing list v2.pdf' })).statusCode,
    ).toBe(200);
    expect((await fx.call(editor, 'DELETE', `/documents/${doc.id}`)).statusCode).toBe(403);
    expect((await fx.call(viewer, 'DELETE', `/documents/${doc.id}`)).statusCode).toBe(403);
    expect((await fx.call(admin, 'GET', `/documents/${doc.id}`)).json().name).toBe('Packing list v2.pdf');
    expect((await fx.call(admin, 'DELETE', `/documents/${doc.id}`)).statusCode).toBe(204);
  });

  it('system folders (Logistics and a quotation folder) cannot be renamed or deleted: 403', async () => {
    const q = await fx.newQuotation(admin);
    const folder = (await fx.call(admin, 'POST', `/quotations/${q.id}/document_folder`)).json();
    for (const id of [folder.id, folder.parent_folder_id]) {
      const rename = await fx.call(admin, 'PUT', `/folders/${id}`, { name: 'Renamed' });
      expect(rename.statusCode).toBe(403);
      expect(rename.json().error.message).toBe('System folders cannot be renamed or deleted');
      expect((await fx.call(admin, 'DELETE', `/folders/${id}`)).statusCode).toBe(403);
    }
    expect((await fx.call(admin, 'GET', `/folders/${folder.id}`)).json().name).toBe(q.quotation_number);
    // The library shows it at /Documents/Logistics/{number}.
    const contents = (await fx.call(admin, 'GET', `/folders/${folder.id}/contents`)).json();
    expect(contents.path.map((p: { name: string }) => p.name)).toEqual([
      'Documents',
      'Logistics',
      q.quotation_number,
    ]);
    const root = await fx.root(admin);
    const rootContents = (await fx.call(admin, 'GET', `/folders/${root.id}/contents`)).json();
    expect(rootContents.folders.map((f: { name: string }) => f.name)).toContain('Logistics');
  });

  it('deleting a quotation deletes its folder, documents and files', async () => {
    const q = await fx.newQuotation(admin);
    const folder = (await fx.call(admin, 'POST', `/quotations/${q.id}/document_folder`)).json();
    const doc = await fx.newDocument(admin, folder.id);
    const v2 = await fx.upload(admin);
    await fx.call(admin, 'POST', '/document_versions', { document_id: doc.id, upload_id: v2.id });
    const before = await leftBehind(t);
    expect((await fx.call(admin, 'DELETE', `/quotations/${q.id}`)).statusCode).toBe(204);
    expect((await fx.call(admin, 'GET', `/folders/${folder.id}`)).statusCode).toBe(404);
    expect((await fx.call(admin, 'GET', `/documents/${doc.id}`)).statusCode).toBe(404);
    // Both versions' files are unreadable at once, and the sweep removes their rows and bytes.
    expect((await fx.call(admin, 'GET', doc.file_url.replace('/api/1', ''))).statusCode).toBe(404);
    const marked = await t.db.select().from(uploads).where(eq(uploads.id, v2.id));
    expect(marked[0]?.deleted_at).not.toBeNull();
    await sweepUploads(t.db, t.storage);
    const after = await leftBehind(t);
    expect(before.rows - after.rows).toBe(2);
    expect(before.objects - after.objects).toBe(2);
  });
});
