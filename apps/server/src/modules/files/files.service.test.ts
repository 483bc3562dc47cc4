import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { uploadOne } from '../../../test/upload-helpers';
import { AppError } from '../../platform/errors';
import {
  attachUploads,
  discardUploads,
  purgeDeletedUploads,
  registerUploadKind,
  uploadsOf,
} from './files.service';
import { uploads } from './files.table';

let t: TestApp;
let alice: Awaited<ReturnType<TestApp['signedInUser']>>;
let bob: Awaited<ReturnType<TestApp['signedInUser']>>;

useTestApp(async (app) => {
  t = app;
  alice = await t.signedInUser();
  bob = await t.signedInUser();
  // A kind whose records anyone with contacts:view may read, standing in for a real module's registration.
  registerUploadKind('test-record', async (_db, auth, recordId) =>
    recordId === 7
      ? Boolean(auth.permissions.contacts?.includes('view')) || auth.user.role === 'admin'
      : false,
  );
});

const download = (id: number, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/1/files/${id}`, headers: { cookie } });

describe('attachUploads', () => {
  it("attaches the caller's own uploads and answers their records", async () => {
    const a = await uploadOne(t, alice.cookie);
    const b = await uploadOne(t, alice.cookie);
    const records = await t.db.transaction((tx) =>
      attachUploads(tx, { uploadIds: [b.id, a.id], userId: alice.user.id, kind: 'test-record', recordId: 7 }),
    );
    expect(records.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(records[0]).toMatchObject({
      attached_kind: 'test-record',
      attached_id: 7,
      owner_id: alice.user.id,
    });
    expect(records[0]!.original_name).toBe('photo.png');
  });

  it('refuses, and the transaction writes nothing, when one upload is someone else’s', async () => {
    const mine = await uploadOne(t, alice.cookie);
    const theirs = await uploadOne(t, bob.cookie);
    const attempt = t.db.transaction((tx) =>
      attachUploads(tx, {
        uploadIds: [mine.id, theirs.id],
        userId: alice.user.id,
        kind: 'test-record',
        recordId: 7,
      }),
    );
    await expect(attempt).rejects.toSatisfy(
      (e) =>
        e instanceof AppError &&
        e.status === 400 &&
        e.fields?.attachment_ids === 'File not found or already attached',
    );
    const [row] = await uploadsOf(t.db, [mine.id]);
    expect(row!.attached_kind).toBeNull();
  });

  it('refuses an upload attached to another record, or unknown, and accepts one already on this record', async () => {
    const upload = await uploadOne(t, alice.cookie);
    const attach = (ids: number[], recordId: number) =>
      t.db.transaction((tx) =>
        attachUploads(tx, { uploadIds: ids, userId: bob.user.id, kind: 'test-record', recordId }),
      );
    await t.db.transaction((tx) =>
      attachUploads(tx, { uploadIds: [upload.id], userId: alice.user.id, kind: 'test-record', recordId: 7 }),
    );
    // A colleague sends the record's complete list again: the file already on it is fine.
    await expect(attach([upload.id], 7)).resolves.toHaveLength(1);
    await expect(attach([upload.id], 8)).rejects.toBeInstanceOf(AppError);
    await expect(attach([999_999], 7)).rejects.toBeInstanceOf(AppError);
  });
});

describe('who may read an upload', () => {
  it('unattached: only the uploader and admins; others get 404', async () => {
    const upload = await uploadOne(t, alice.cookie);
    const admin = await t.signedInUser({ role: 'admin' });
    expect((await download(upload.id, alice.cookie)).statusCode).toBe(200);
    expect((await download(upload.id, admin.cookie)).statusCode).toBe(200);
    const res = await download(upload.id, bob.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('File not found');
  });

  it("attached: whoever passes the kind's check, and not the uploader without it", async () => {
    const upload = await uploadOne(t, alice.cookie);
    await t.db.transaction((tx) =>
      attachUploads(tx, { uploadIds: [upload.id], userId: alice.user.id, kind: 'test-record', recordId: 7 }),
    );
    const viewer = await t.signedInUser({ grants: { contacts: ['view'] } });
    expect((await download(upload.id, viewer.cookie)).statusCode).toBe(200);
    expect((await download(upload.id, alice.cookie)).statusCode).toBe(404);
    expect((await download(upload.id, bob.cookie)).statusCode).toBe(404);
  });

  it('attached to a kind no module registered: admins only', async () => {
    const upload = await uploadOne(t, alice.cookie);
    await t.db.transaction((tx) =>
      attachUploads(tx, { uploadIds: [upload.id], userId: alice.user.id, kind: 'unregistered', recordId: 1 }),
    );
    const admin = await t.signedInUser({ role: 'admin' });
    expect((await download(upload.id, alice.cookie)).statusCode).toBe(404);
    expect((await download(upload.id, admin.cookie)).statusCode).toBe(200);
  });
});

describe('discardUploads and purgeDeletedUploads', () => {
  it('a discarded upload is unreadable at once; the purge then removes its object and its row', async () => {
    const upload = await uploadOne(t, alice.cookie);
    const [row] = await uploadsOf(t.db, [upload.id]);
    expect(await t.storage.stat(row!.storage_key)).toEqual({ size: row!.size });

    await t.db.transaction((tx) => discardUploads(tx, [upload.id]));
    expect(await uploadsOf(t.db, [upload.id])).toEqual([]);
    expect((await download(upload.id, alice.cookie)).statusCode).toBe(404);
    expect(await t.storage.stat(row!.storage_key)).toEqual({ size: row!.size });

    await purgeDeletedUploads(t.db, t.storage);
    expect(await t.storage.stat(row!.storage_key)).toBeUndefined();
    expect(await t.db.select().from(uploads).where(eq(uploads.id, upload.id))).toEqual([]);
  });

  it('a discard rolled back with its transaction changes nothing', async () => {
    const upload = await uploadOne(t, alice.cookie);
    await t.db
      .transaction(async (tx) => {
        await discardUploads(tx, [upload.id]);
        throw new Error('the record save failed');
      })
      .catch(() => {});
    expect(await uploadsOf(t.db, [upload.id])).toHaveLength(1);
  });
});

describe('DELETE /files/:id of an attached upload', () => {
  it('answers 409 telling to remove it from its record, and the file stays', async () => {
    const upload = await uploadOne(t, alice.cookie);
    await t.db.transaction((tx) =>
      attachUploads(tx, { uploadIds: [upload.id], userId: alice.user.id, kind: 'unregistered', recordId: 3 }),
    );
    const res = await t.app.inject({ method: 'DELETE', url: upload.url, headers: { cookie: alice.cookie } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'This file belongs to a record: remove it from that record instead',
    );
    expect(await uploadsOf(t.db, [upload.id])).toHaveLength(1);
  });
});
