import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { leftBehind, uploadOne } from '../../../test/upload-helpers';
import { attachUploads, sweepUploads, UNATTACHED_TTL_MS, uploadsOf } from './files.service';
import { uploads } from './files.table';

let t: TestApp;
let user: Awaited<ReturnType<TestApp['signedInUser']>>;
useTestApp(async (app) => {
  t = app;
  user = await t.signedInUser();
});

const inADay = () => new Date(Date.now() + UNATTACHED_TTL_MS + 60_000);

describe('the upload sweeper', () => {
  it('keeps unattached uploads for a day, then removes their objects and rows; attached ones stay', async () => {
    await t.db.delete(uploads);
    const loose = await uploadOne(t, user.cookie);
    const kept = await uploadOne(t, user.cookie);
    await t.db.transaction((tx) =>
      attachUploads(tx, { uploadIds: [kept.id], userId: user.user.id, kind: 'sweep-test', recordId: 1 }),
    );

    await sweepUploads(t.db, t.storage);
    expect((await uploadsOf(t.db, [loose.id, kept.id])).map((r) => r.id)).toEqual([loose.id, kept.id]);

    await sweepUploads(t.db, t.storage, inADay());
    expect((await uploadsOf(t.db, [loose.id, kept.id])).map((r) => r.id)).toEqual([kept.id]);
    expect(await leftBehind(t)).toEqual({ rows: 1, objects: 1, tempFiles: 0 });
  });

  it('two sweeps at once (two server processes) remove everything once, without errors', async () => {
    await t.db.delete(uploads);
    for (let i = 0; i < 6; i++) await uploadOne(t, user.cookie);
    const now = inADay();
    await Promise.all([sweepUploads(t.db, t.storage, now), sweepUploads(t.db, t.storage, now)]);
    expect((await leftBehind(t)).rows).toBe(0);
  });
});
