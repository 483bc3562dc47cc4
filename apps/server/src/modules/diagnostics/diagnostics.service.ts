import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Diagnostics } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import { SERVER_DIR } from '../../server-paths';
import type { AiClient } from '../ai/ai-client';
import { type FeedConfig, feedStatus } from '../exchange-rates/exchange-rates.import';
import * as repo from './diagnostics.repository';

const startedAt = Date.now();

const APP_VERSION = (() => {
  try {
    const pkg = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'development';
  } catch {
    return 'unknown';
  }
})();

const messageOf = (error: unknown) => (error instanceof Error && error.message) || 'Unknown error';

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: Math.round((performance.now() - start) * 10) / 10 };
}

async function database(db: Db): Promise<Diagnostics['database']> {
  try {
    const { ms } = await timed(() => repo.ping(db));
    const facts = await repo.databaseFacts(db);
    return {
      ok: true,
      error: null,
      server_version: facts.version,
      size_bytes: facts.size,
      round_trip_ms: ms,
    };
  } catch (error) {
    return {
      ok: false,
      error: messageOf(error),
      server_version: null,
      size_bytes: null,
      round_trip_ms: null,
    };
  }
}

/** Free bytes on the file system holding `dir` (or its nearest existing parent). */
async function freeBytes(dir: string): Promise<number | null> {
  let current = path.resolve(dir);
  for (;;) {
    try {
      const stats = await statfs(current);
      return stats.bavail * stats.bsize;
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return null;
      current = parent;
    }
  }
}

/** Writes, reads back and deletes one small probe object: the only thing diagnostics ever write. */
async function storage(store: Storage, localDir: string): Promise<Diagnostics['storage']> {
  const probe = { written: false, read: false, deleted: false };
  const key = `diagnostics/probe-${randomUUID()}.txt`;
  const body = `ShipDesk storage probe ${new Date().toISOString()}`;
  let error: string | null = null;
  const start = performance.now();
  try {
    await store.put(key, Readable.from([Buffer.from(body)]), {
      size: Buffer.byteLength(body),
      contentType: 'text/plain',
    });
    probe.written = true;
    const object = await store.get(key);
    if (object) {
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      probe.read = Buffer.concat(chunks).toString('utf8') === body;
    }
    if (!probe.read) error = 'The probe object read back differs from what was written';
  } catch (e) {
    error = messageOf(e);
  } finally {
    if (probe.written) {
      try {
        await store.delete(key);
        probe.deleted = (await store.stat(key)) === undefined;
      } catch (e) {
        error ??= messageOf(e);
      }
    }
  }
  const ms = Math.round((performance.now() - start) * 10) / 10;
  return {
    ok: probe.written && probe.read && probe.deleted,
    error,
    driver: store.kind,
    probe,
    round_trip_ms: probe.written ? ms : null,
    free_bytes: store.kind === 'disk' ? await freeBytes(localDir) : null,
  };
}

/** A one-token call to the chat-completions service, when it is configured. */
async function ai(client: AiClient): Promise<Diagnostics['ai']> {
  const base = { configured: client.configured, model: client.defaultModel };
  if (!client.configured) return { ...base, ok: false, error: null, round_trip_ms: null };
  try {
    const { ms } = await timed(() =>
      client.chat([{ role: 'user', content: 'Reply with OK.' }], client.defaultModel, 1),
    );
    return { ...base, ok: true, error: null, round_trip_ms: ms };
  } catch (error) {
    return { ...base, ok: false, error: messageOf(error), round_trip_ms: null };
  }
}

export async function diagnose(
  db: Db,
  store: Storage,
  client: AiClient,
  localDir: string,
  fxFeed: FeedConfig,
): Promise<Diagnostics> {
  const [databaseCheck, storageCheck, aiCheck, ratesCheck] = await Promise.all([
    database(db),
    storage(store, localDir),
    ai(client),
    feedStatus(db, fxFeed),
  ]);
  return {
    app: {
      version: APP_VERSION,
      uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
      node_version: process.version,
    },
    database: databaseCheck,
    storage: storageCheck,
    ai: aiCheck,
    exchange_rates: ratesCheck,
  };
}
