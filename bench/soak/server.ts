import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { connectDatabase } from '../../apps/server/src/platform/database/database';
import { diskStorage } from '../../apps/server/src/platform/storage/disk-storage';

/**
 * The soaked process: ShipDesk as `npm start` builds it (LOG_LEVEL=info, every hook), started with
 * `--expose-gc` so that it can report its heap after a full collection, and its event-loop delay.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('start the soak server with --expose-gc');
const database = connectDatabase(process.env.DATABASE_URL!);
const filesDir = await mkdtemp(path.join(os.tmpdir(), 'shipdesk-soak-files-'));
const app = await buildApp({
  db: database.db,
  storage: diskStorage(filesDir),
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();

process.send!({ kind: 'ready', baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
process.on('message', async (message: { kind: string }) => {
  if (message.kind === 'stats') {
    // The delay is read before the collection, which itself holds the loop.
    const eventLoopP99Ms = delay.percentile(99) / 1e6;
    delay.reset();
    const rssBeforeGc = process.memoryUsage.rss();
    gc();
    const { heapUsed, heapTotal, external, rss } = process.memoryUsage();
    // The most RSS the process has held since it started (kilobytes), peaks between two reports included.
    const rssPeak = process.resourceUsage().maxRSS * 1024;
    process.send!({
      kind: 'stats',
      heapUsed,
      heapTotal,
      external,
      rss,
      rssBeforeGc,
      rssPeak,
      eventLoopP99Ms,
    });
  }
  if (message.kind === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
