import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';
import type { Storage } from '../storage/storage';

export const BACKUP_FORMAT = 'shipdesk-backup-1';
export const MANIFEST_NAME = 'manifest.json';

interface BackupPart {
  /** Path inside the archive: `db/<schema>.<table>.copy` (PostgreSQL COPY text) or `files/<storage key>`. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The newest migration applied to the database (drizzle's `created_at`, the journal's `when`). */
  migration: { count: number; newest: number };
  /** Tables in the order they were dumped, with their archive part. */
  tables: { schema: string; name: string; path: string }[];
  files: { key: string; path: string }[];
  parts: BackupPart[];
}

/** Copies `source` to `file`, answering its size and SHA-256. */
export async function spool(
  source: NodeJS.ReadableStream | Readable,
  file: string,
): Promise<{ bytes: number; sha256: string }> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, count, createWriteStream(file));
  return { bytes, sha256: hash.digest('hex') };
}

/** The tables a backup holds: the app's (`public`) and drizzle's migration record. */
export async function backupTables(client: pg.ClientBase): Promise<{ schema: string; name: string }[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select schemaname as schema, tablename as name from pg_tables
     where schemaname in ('public', 'drizzle') order by schemaname, tablename`,
  );
  return rows;
}

/**
 * Writes one archive (tar): `manifest.json` first, then every table as COPY text, all read in one REPEATABLE
 * READ transaction (one consistent snapshot while the app keeps working), then every stored file that the
 * snapshot's `uploads` rows name. Each part's size and SHA-256 are in the manifest.
 */
/**
 * Runs `work` on one connection of `pool` inside one transaction opened by `begin` (with its isolation
 * options): committed when `work` ends, rolled back when it throws; the connection goes back either way.
 */
export async function inClientTransaction(
  pool: pg.Pool,
  begin: string,
  work: (client: pg.PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    await work(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export async function writeBackup(pool: pg.Pool, storage: Storage, archive: string): Promise<BackupManifest> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-backup-'));
  try {
    const parts: BackupPart[] = [];
    const tables: BackupManifest['tables'] = [];
    const files: BackupManifest['files'] = [];
    let keys: string[] = [];
    let migration = { count: 0, newest: 0 };

    await inClientTransaction(pool, 'begin isolation level repeatable read read only', async (client) => {
      for (const table of await backupTables(client)) {
        const partPath = `db/${table.schema}.${table.name}.copy`;
        const name = `${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`;
        const stream = client.query(copyTo(`COPY ${name} TO STDOUT`));
        parts.push({ path: partPath, ...(await spool(stream, path.join(work, partPath))) });
        tables.push({ ...table, path: partPath });
      }
      if (tables.some((t) => t.schema === 'public' && t.name === 'uploads')) {
        const { rows } = await client.query<{ key: string }>(
          'select storage_key as key from uploads order by id',
        );
        keys = rows.map((r) => r.key);
      }
      if (tables.some((t) => t.schema === 'drizzle' && t.name === '__drizzle_migrations')) {
        const { rows } = await client.query<{ count: number; newest: string | null }>(
          'select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations',
        );
        migration = { count: rows[0]!.count, newest: Number(rows[0]!.newest ?? 0) };
      }
    });

    for (const key of keys) {
      const object = await storage.get(key);
      if (!object) continue; // a deleted upload whose file the sweep already removed
      const partPath = `files/${key}`;
      parts.push({ path: partPath, ...(await spool(object.body, path.join(work, partPath))) });
      files.push({ key, path: partPath });
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migration,
      tables,
      files,
      parts,
    };
    const pack = tar.pack();
    const writing = pipeline(pack, createWriteStream(archive, { mode: 0o600 }));
    pack.entry({ name: MANIFEST_NAME }, `${JSON.stringify(manifest, null, 2)}\n`);
    for (const part of parts) {
      const entry = pack.entry({ name: part.path, size: part.bytes });
      await pipeline(createReadStream(path.join(work, part.path)), entry);
    }
    pack.finalize();
    await writing;
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
