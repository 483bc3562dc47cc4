import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { ensureAdmin } from '../../apps/server/src/modules/users/bootstrap-admin';
import { connectDatabase } from '../../apps/server/src/platform/database/database';
import { diskStorage } from '../../apps/server/src/platform/storage/disk-storage';
import { BENCH_ADMIN } from './bench-env';

export interface BenchApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The real server built in this process (`buildApp`, as `main.ts` builds it, without the web app) on the
 * benchmark's database, listening on a free local port, with the benchmark's admin made as a first start
 * would. In-process keeps the timings free of a second Node process competing for the two cores.
 */
export async function startBenchApp(databaseUrl: string): Promise<BenchApp> {
  const database = connectDatabase(databaseUrl);
  await ensureAdmin(database.db, { ...BENCH_ADMIN, dataDir: '/nonexistent' });
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'shipdesk-bench-files-'));
  const app = await buildApp({ db: database.db, storage: diskStorage(filesDir) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      await database.close();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** GET a JSON answer as a signed-in user (callers' timings include reading and parsing the body). */
export async function getJson<T>(baseUrl: string, path: string, cookie: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
