import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import tar from 'tar-stream';
import { runMigrations } from '../database/migrate';
import type { Storage } from '../storage/storage';
import { BACKUP_FORMAT, type BackupManifest, inClientTransaction, MANIFEST_NAME, spool } from './backup';

export class RestoreRefusedError extends Error {}

/** Unpacks the archive into `dir`, checking every part against the manifest's size and SHA-256. */
async function unpack(archive: string, dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  const seen = new Set<string>();
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    void (async () => {
      if (header.name === MANIFEST_NAME) {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
        if (manifest.format !== BACKUP_FORMAT)
          throw new RestoreRefusedError('This file is not a ShipDesk backup');
        return;
      }
      const part = manifest?.parts.find((p) => p.path === header.name);
      if (!part || header.name.split('/').includes('..'))
        throw new RestoreRefusedError(`The backup holds a part its manifest does not list: ${header.name}`);
      const got = await spool(stream as unknown as Readable, path.join(dir, part.path));
      if (got.sha256 !== part.sha256 || got.bytes !== part.bytes)
        throw new RestoreRefusedError(`The backup is damaged: ${part.path} does not match its SHA-256`);
      seen.add(part.path);
    })().then(() => next(), next);
  });
  await pipeline(createReadStream(archive), extract);
  if (!manifest) throw new RestoreRefusedError('This file is not a ShipDesk backup (no manifest)');
  const missing = manifest.parts.filter((p) => !seen.has(p.path));
  if (missing.length > 0)
    throw new RestoreRefusedError(`The backup is incomplete: ${missing[0]!.path} is missing`);
  return manifest;
}

/** Refuses a database that holds any table of the app. */
async function assertDatabaseEmpty(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  if (rows[0]!.n > 0)
    throw new RestoreRefusedError(
      'The database is not empty: a backup is restored only into an empty database',
    );
}

/**
 * Loads an archive made by `writeBackup` into an empty database and storage: creates the schema with this
 * release's migrations (which must be the backup's), then in one transaction empties what the migrations
 * seeded, loads every table with COPY (foreign keys checked by the data's own consistency: it is one
 * snapshot) and moves the id sequences past the loaded ids; then puts the files back under their keys.
 */
export async function restoreBackup(
  pool: pg.Pool,
  storage: Storage,
  archive: string,
): Promise<BackupManifest> {
  await assertDatabaseEmpty(pool);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'shipdesk-restore-'));
  try {
    const manifest = await unpack(archive, work);
    await runMigrations(pool);
    const { rows } = await pool.query<{ count: number; newest: string }>(
      'select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations',
    );
    if (rows[0]!.count !== manifest.migration.count || Number(rows[0]!.newest) !== manifest.migration.newest)
      throw new RestoreRefusedError(
        `The backup was made with another release (${manifest.migration.count} migrations, this one has ${rows[0]!.count}): restore it with that release, then upgrade`,
      );

    await inClientTransaction(pool, 'begin', async (client) => {
      // The rows arrive table by table in name order: foreign keys are checked by the snapshot, not per row.
      await client.query('set local session_replication_role = replica');
      const names = manifest.tables.map(
        (t) => `${client.escapeIdentifier(t.schema)}.${client.escapeIdentifier(t.name)}`,
      );
      if (names.length > 0) await client.query(`truncate ${names.join(', ')}`);
      for (const [i, table] of manifest.tables.entries()) {
        const stream = client.query(copyFrom(`COPY ${names[i]} FROM STDIN`));
        await pipeline(createReadStream(path.join(work, table.path)), stream);
      }
      const { rows: serials } = await client.query<{ schema: string; table: string; column: string }>(
        `select table_schema as schema, table_name as table, column_name as column from information_schema.columns
         where table_schema in ('public', 'drizzle')
           and (column_default like 'nextval(%' or is_identity = 'YES')`,
      );
      for (const s of serials) {
        const table = `${client.escapeIdentifier(s.schema)}.${client.escapeIdentifier(s.table)}`;
        const column = client.escapeIdentifier(s.column);
        await client.query(
          `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
          [table, s.column],
        );
      }
    });

    for (const file of manifest.files) {
      const part = manifest.parts.find((p) => p.path === file.path)!;
      await storage.put(file.key, createReadStream(path.join(work, file.path)), { size: part.bytes });
    }
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
