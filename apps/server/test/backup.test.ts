import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadDemoData } from '../src/modules/demo/load-demo-data';
import { backupTables, writeBackup } from '../src/platform/backup/backup';
import { restoreBackup } from '../src/platform/backup/restore';
import { diskStorage } from '../src/platform/storage/disk-storage';
import { createTestApp, type TestApp } from './test-app';
import { PDF_BYTES } from './upload-fixtures';
import { uploadOne } from './upload-helpers';

/** An empty database (no schema at all) on the tests' PostgreSQL server. */
async function emptyDatabase() {
  const name = `shipdesk_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('testDatabaseServerUrl') });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(inject('testDatabaseServerUrl'));
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  return {
    pool,
    drop: async () => {
      await pool.end();
      const c = new pg.Client({ connectionString: inject('testDatabaseServerUrl') });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Every row of every table, in a stable order, as text: what a restore must give back exactly. */
async function everyRow(pool: pg.Pool): Promise<Record<string, string[]>> {
  const client = await pool.connect();
  try {
    const out: Record<string, string[]> = {};
    for (const t of await backupTables(client)) {
      const name = `${client.escapeIdentifier(t.schema)}.${client.escapeIdentifier(t.name)}`;
      const { rows } = await client.query<{ row: string }>(`select x::text as row from ${name} x order by 1`);
      out[`${t.schema}.${t.name}`] = rows.map((r) => r.row);
    }
    return out;
  } finally {
    client.release();
  }
}

describe('backup and restore', () => {
  let t: TestApp;
  let work: string;
  const keys: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-backup-test-'));
    await loadDemoData(t.db, () => {});
    const { cookie } = await t.signedInUser({ role: 'admin' });
    const png = await uploadOne(t, cookie);
    const pdf = await uploadOne(t, cookie, {
      filename: 'terms.pdf',
      content: PDF_BYTES,
      contentType: 'application/pdf',
    });
    const { rows } = await t.pool.query<{ storage_key: string }>(
      'select storage_key from uploads where id = any($1) order by id',
      [[png.id, pdf.id]],
    );
    keys.push(...rows.map((r) => r.storage_key));
  }, 120_000);

  afterAll(async () => {
    await t.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it('round-trips a populated database with files: every row and every byte', async () => {
    const archive = path.join(work, 'backup.tar');
    const manifest = await writeBackup(t.pool, t.storage, archive);
    expect(manifest.files.map((f) => f.key).sort()).toEqual([...keys].sort());
    expect(manifest.tables.map((x) => x.name)).toEqual(
      expect.arrayContaining(['contacts', 'quotations', 'uploads']),
    );
    for (const part of manifest.parts) expect(part.sha256).toMatch(/^[0-9a-f]{64}$/);

    const target = await emptyDatabase();
    const storage = diskStorage(path.join(work, 'restored-files'));
    try {
      await restoreBackup(target.pool, storage, archive);
      const before = await everyRow(t.pool);
      const after = await everyRow(target.pool);
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      expect(before['public.contacts']!.length).toBeGreaterThan(10);
      for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
      for (const key of keys) {
        const original = await fs.readFile(path.join(t.filesDir, 'storage', key));
        expect(await fs.readFile(path.join(work, 'restored-files', key))).toEqual(original);
      }
      // New rows get new ids after the restored ones (the sequences moved on).
      const next = await target.pool.query<{ id: number }>(
        "insert into teams (name) values ('After restore') returning id",
      );
      const max = await t.pool.query<{ max: number }>('select max(id)::int as max from teams');
      expect(next.rows[0]!.id).toBeGreaterThan(max.rows[0]!.max ?? 0);

      // A database that holds anything is refused.
      await expect(restoreBackup(target.pool, storage, archive)).rejects.toThrow(
        'The database is not empty: a backup is restored only into an empty database',
      );
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('refuses a damaged archive', async () => {
    const archive = path.join(work, 'damaged.tar');
    await writeBackup(t.pool, t.storage, archive);
    const bytes = await fs.readFile(archive);
    const at = bytes.indexOf(Buffer.from('%PDF'));
    bytes[at + 1] = 'X'.charCodeAt(0);
    await fs.writeFile(archive, bytes);
    const target = await emptyDatabase();
    try {
      await expect(
        restoreBackup(target.pool, diskStorage(path.join(work, 'damaged-files')), archive),
      ).rejects.toThrow(/The backup is damaged: files\/.* does not match its SHA-256/);
    } finally {
      await target.drop();
    }
  }, 60_000);
});
