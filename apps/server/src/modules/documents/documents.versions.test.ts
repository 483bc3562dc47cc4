import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { documentsFixture } from './documents.fixture';

let t: TestApp;
let fx: ReturnType<typeof documentsFixture>;
let owner: string;
useTestApp(async (app) => {
  t = app;
  fx = documentsFixture(t);
  owner = await fx.documentsUser();
});

describe('versions', () => {
  it('a new version is number highest + 1 with its description, and becomes the current file', async () => {
    const root = await fx.root(owner);
    const doc = await fx.newDocument(owner, root.id, 'rates.pdf');
    const file = await fx.upload(owner, 'rates-corrected.pdf');
    const res = await fx.call(owner, 'POST', '/document_versions', {
      document_id: doc.id,
      upload_id: file.id,
      change_description: 'Corrected the rates',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version_number: 2, change_description: 'Corrected the rates' });
    const current = (await fx.call(owner, 'GET', `/documents/${doc.id}`)).json();
    expect(current).toMatchObject({
      version_number: 2,
      upload_id: file.id,
      file_name: 'rates-corrected.pdf',
    });
    // Every version's file can still be read.
    const versions = (await fx.call(owner, 'GET', `/document_versions?document_id=${doc.id}`)).json().data;
    expect(versions.map((v: { version_number: number }) => v.version_number)).toEqual([2, 1]);
    for (const v of versions)
      expect((await fx.call(owner, 'GET', v.file_url.replace('/api/1', ''))).statusCode).toBe(200);
  });

  it('parallel uploads of new versions get distinct numbers', async () => {
    const root = await fx.root(owner);
    const doc = await fx.newDocument(owner, root.id);
    const files = await Promise.all([fx.upload(owner), fx.upload(owner), fx.upload(owner)]);
    const answers = await Promise.all(
      files.map((f) =>
        fx.call(owner, 'POST', '/document_versions', { document_id: doc.id, upload_id: f.id }),
      ),
    );
    expect(answers.map((a) => a.json().version_number).sort()).toEqual([2, 3, 4]);
  });

  it('restoring an earlier version makes it the newest; the current one cannot be deleted, an old one can', async () => {
    const root = await fx.root(owner);
    const doc = await fx.newDocument(owner, root.id, 'first.pdf');
    const second = await fx.upload(owner, 'second.pdf');
    await fx.call(owner, 'POST', '/document_versions', { document_id: doc.id, upload_id: second.id });
    const versions = (await fx.call(owner, 'GET', `/document_versions?document_id=${doc.id}`)).json().data;
    const v1 = versions.find((v: { version_number: number }) => v.version_number === 1);
    const restored = await fx.call(owner, 'POST', `/document_versions/${v1.id}/restore`, {});
    expect(restored.statusCode).toBe(201);
    expect(restored.json()).toMatchObject({
      version_number: 3,
      change_description: 'Restored version 1',
      upload_id: doc.upload_id,
    });
    expect((await fx.call(owner, 'GET', `/documents/${doc.id}`)).json()).toMatchObject({
      version_number: 3,
      file_name: 'first.pdf',
    });
    const current = restored.json();
    const refused = await fx.call(owner, 'DELETE', `/document_versions/${current.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('The current version cannot be deleted');
    // Version 1 shares its file with version 3: deleting it keeps the file.
    expect((await fx.call(owner, 'DELETE', `/document_versions/${v1.id}`)).statusCode).toBe(204);
    expect((await fx.call(owner, 'GET', doc.file_url.replace('/api/1', ''))).statusCode).toBe(200);
    const v2 = versions.find((v: { version_number: number }) => v.version_number === 2);
    expect((await fx.call(owner, 'DELETE', `/document_versions/${v2.id}`)).statusCode).toBe(204);
    expect((await fx.call(owner, 'GET', v2.file_url.replace('/api/1', ''))).statusCode).toBe(404);
  });

  it('versions are listed per document: without document_id the list answers 400', async () => {
    const res = await fx.call(owner, 'GET', '/document_versions');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.document_id).toBe('Give document_id, the id of a document');
  });
});
