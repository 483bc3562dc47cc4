import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAND_IN_KEY, startAiServer } from '../../../test/ai-server';
import { createTestApp, type TestApp } from '../../../test/test-app';

let stand: Awaited<ReturnType<typeof startAiServer>>;
let t: TestApp;

beforeAll(async () => {
  stand = await startAiServer();
  t = await createTestApp({
    ai: { baseUrl: stand.baseUrl, apiKey: STAND_IN_KEY, model: 'llama-3.1-8b-instant' },
  });
});
afterAll(async () => {
  await t.close();
  await stand.close();
});

const diagnose = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/1/diagnostics', headers: { cookie } });

describe('GET /diagnostics', () => {
  it('is for administrators only', async () => {
    const staff = (
      await t.signedInUser({ grants: { quotations: ['view', 'create', 'edit', 'delete'], users: ['view'] } })
    ).cookie;
    const res = await diagnose(staff);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Diagnostics are available to administrators only.');
  });

  it('checks the database, the storage (probe written, read, deleted), the AI with one token, and tells version and uptime', async () => {
    const admin = (await t.signedInUser({ role: 'admin' })).cookie;
    const before = await t.db.execute(sql`select count(*)::int as n from uploads`);
    const res = await diagnose(admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.database).toMatchObject({ ok: true, error: null });
    expect(body.database.server_version).toMatch(/^\d+/);
    expect(body.database.size_bytes).toBeGreaterThan(0);
    expect(body.database.round_trip_ms).toBeGreaterThanOrEqual(0);
    expect(body.storage).toMatchObject({
      ok: true,
      driver: 'disk',
      probe: { written: true, read: true, deleted: true },
    });
    expect(body.storage.free_bytes).toBeGreaterThan(0);
    expect(body.ai).toMatchObject({ ok: true, configured: true, model: 'llama-3.1-8b-instant' });
    expect(stand.received.at(-1)!.body).toMatchObject({ max_tokens: 1 });
    expect(body.app.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(typeof body.app.version).toBe('string');
    expect(res.body).not.toContain(STAND_IN_KEY);
    // Nothing stays behind: no upload row, no object in the storage.
    const after = await t.db.execute(sql`select count(*)::int as n from uploads`);
    expect(after.rows).toEqual(before.rows);
    const left = await readdir(path.join(t.filesDir, 'storage'), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    expect(left.filter((e) => e.isFile())).toEqual([]);
  });

  it('reports an AI that fails without failing the page', async () => {
    const broken = await createTestApp({
      ai: { baseUrl: stand.baseUrl, apiKey: 'wrong-key', model: 'llama-3.1-8b-instant' },
    });
    try {
      const admin = (await broken.signedInUser({ role: 'admin' })).cookie;
      const res = await broken.app.inject({
        method: 'GET',
        url: '/api/1/diagnostics',
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().ai).toMatchObject({
        ok: false,
        configured: true,
        error: 'API request failed: 401 Unauthorized. Invalid API Key',
      });
      expect(res.body).not.toContain('wrong-key');
    } finally {
      await broken.close();
    }
  });
});
