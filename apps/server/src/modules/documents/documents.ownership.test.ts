import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { documentsFixture } from './documents.fixture';

let t: TestApp;
let fx: ReturnType<typeof documentsFixture>;
let alice: string;
let bob: string;
useTestApp(async (app) => {
  t = app;
  fx = documentsFixture(t);
  alice = await fx.documentsUser();
  bob = await fx.documentsUser();
});

describe('ownership', () => {
  it("another user's folder answers 404 to every call and nothing changes", async () => {
    const folder = await fx.newFolder(alice, 'Contracts');
    for (const [method, url, body] of [
      ['GET', `/folders/${folder.id}`],
      ['GET', `/folders/${folder.id}/contents`],
      ['GET', `/folders/${folder.id}/item_count`],
      ['PUT', `/folders/${folder.id}`, { name: 'Mine now' }],
      ['DELETE', `/folders/${folder.id}`],
    ] as const) {
      const res = await fx.call(bob, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe('Folder not found');
    }
    const mine = await fx.call(alice, 'GET', `/folders/${folder.id}`);
    expect(mine.json()).toMatchObject({ name: 'Contracts', version: 1 });
    expect((await fx.call(bob, 'GET', '/folders?search=Contracts')).json().total).toBe(0);
    // Nor can Bob file into it or make folders inside it.
    const file = await fx.upload(bob);
    expect(
      (await fx.call(bob, 'POST', '/documents', { folder_id: folder.id, upload_id: file.id })).statusCode,
    ).toBe(404);
    expect(
      (await fx.call(bob, 'POST', '/folders', { name: 'x', parent_folder_id: folder.id })).statusCode,
    ).toBe(400);
  });

  it("another user's document answers 404, its file too, and nothing changes", async () => {
    const folder = await fx.newFolder(alice, 'Invoices');
    const doc = await fx.newDocument(alice, folder.id);
    const bobRoot = await fx.root(bob);
    for (const [method, url, body] of [
      ['GET', `/documents/${doc.id}`],
      ['PUT', `/documents/${doc.id}`, { name: 'stolen.pdf' }],
      ['PUT', `/documents/${doc.id}`, { folder_id: bobRoot.id }],
      ['DELETE', `/documents/${doc.id}`],
      ['GET', `/document_versions?document_id=${doc.id}`],
      ['GET', `/document_shares?document_id=${doc.id}`],
      ['POST', '/document_shares', { document_id: doc.id }],
    ] as const) {
      const res = await fx.call(bob, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await fx.call(bob, 'GET', doc.file_url.replace('/api/1', ''))).statusCode).toBe(404);
    expect((await fx.call(bob, 'GET', '/documents?search=invoice')).json().total).toBe(0);
    const mine = await fx.call(alice, 'GET', `/documents/${doc.id}`);
    expect(mine.json()).toMatchObject({ name: 'invoice.pdf', folder_id: folder.id, version: 1 });
    expect((await fx.call(alice, 'GET', doc.file_url.replace('/api/1', ''))).statusCode).toBe(200);
  });

  it("a document moves only between its owner's own folders", async () => {
    const a = await fx.newFolder(alice, 'From');
    const b = await fx.newFolder(alice, 'To');
    const doc = await fx.newDocument(alice, a.id);
    const bobFolder = await fx.newFolder(bob, 'Bob');
    const refused = await fx.call(alice, 'PUT', `/documents/${doc.id}`, { folder_id: bobFolder.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.folder_id).toBe('Choose one of your own folders');
    const moved = await fx.call(alice, 'PUT', `/documents/${doc.id}`, { folder_id: b.id });
    expect(moved.json()).toMatchObject({ folder_id: b.id, version: 2 });
  });

  it('a new document is private at version 1 with one version; search finds it across folders', async () => {
    const deep = await fx.newFolder(alice, 'Deep', (await fx.newFolder(alice, 'Outer')).id);
    const doc = await fx.newDocument(alice, deep.id, 'Bill of lading.pdf');
    expect(doc).toMatchObject({ is_public: false, version_number: 1, name: 'Bill of lading.pdf' });
    const found = (await fx.call(alice, 'GET', '/documents?search=lading')).json();
    expect(found.data.map((d: { id: number }) => d.id)).toEqual([doc.id]);
    const versions = (await fx.call(alice, 'GET', `/document_versions?document_id=${doc.id}`)).json();
    expect(versions.data).toHaveLength(1);
    expect(versions.data[0]).toMatchObject({ version_number: 1 });
    expect(deep.folder_path).toBe('/Documents/Outer/Deep');
  });

  it('the root folder and folder names: system root cannot be renamed or deleted (403); a name is required', async () => {
    const root = await fx.root(alice);
    expect(root).toMatchObject({ name: 'Documents', is_system_folder: true, folder_path: '/Documents' });
    const rename = await fx.call(alice, 'PUT', `/folders/${root.id}`, { name: 'Mine' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().error.message).toBe('System folders cannot be renamed or deleted');
    expect((await fx.call(alice, 'DELETE', `/folders/${root.id}`)).statusCode).toBe(403);
    expect((await fx.root(alice)).id).toBe(root.id);
    const blank = await fx.call(alice, 'POST', '/folders', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBe('Folder name is required');
  });

  it('renaming a folder rewrites the paths beneath it', async () => {
    const outer = await fx.newFolder(alice, 'Old');
    const inner = await fx.newFolder(alice, 'Inner', outer.id);
    await fx.call(alice, 'PUT', `/folders/${outer.id}`, { name: 'New' });
    expect((await fx.call(alice, 'GET', `/folders/${inner.id}`)).json().folder_path).toBe(
      '/Documents/New/Inner',
    );
  });

  it('deleting a folder: its item count first, then it goes with its folders, documents and files', async () => {
    const outer = await fx.newFolder(alice, 'Gone');
    const inner = await fx.newFolder(alice, 'Also gone', outer.id);
    const d1 = await fx.newDocument(alice, outer.id);
    await fx.newDocument(alice, inner.id);
    expect((await fx.call(alice, 'GET', `/folders/${outer.id}/item_count`)).json()).toEqual({
      folders: 1,
      documents: 2,
    });
    expect((await fx.call(alice, 'DELETE', `/folders/${outer.id}`)).statusCode).toBe(204);
    expect((await fx.call(alice, 'GET', `/folders/${inner.id}`)).statusCode).toBe(404);
    expect((await fx.call(alice, 'GET', `/documents/${d1.id}`)).statusCode).toBe(404);
    expect((await fx.call(alice, 'GET', d1.file_url.replace('/api/1', ''))).statusCode).toBe(404);
  });
});
