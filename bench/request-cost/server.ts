import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { ensureAdmin } from '../../apps/server/src/modules/users/bootstrap-admin';
import { connectDatabase } from '../../apps/server/src/platform/database/database';
import { diskStorage } from '../../apps/server/src/platform/storage/disk-storage';
import { BENCH_ADMIN, signIn } from '../lib/bench-env';
import { buildBareApp } from './bare-app';
import { captureRoutes, statementTexts } from './capture-routes';
import { MEASURED_ROUTES } from './routes';
import { routesAt, scaleOf } from './scale';

/**
 * The measured process: ShipDesk as `npm start` builds it (LOG_LEVEL=info unless set, every hook), and beside
 * it the bare app replaying the statements captured from ShipDesk's routes. The benchmark (run.ts) talks to it
 * over IPC: where to send requests, and this process's CPU time before and after each slice.
 */
const url = process.env.DATABASE_URL!;
const scale = scaleOf(process.env.BENCH_SCALE);
const database = connectDatabase(url);
await ensureAdmin(database.db, { ...BENCH_ADMIN, dataDir: '/nonexistent' });
const filesDir = await mkdtemp(path.join(os.tmpdir(), 'shipdesk-bench-files-'));
const app = await buildApp({
  db: database.db,
  storage: diskStorage(filesDir),
  logLevel: process.env.LOG_LEVEL ?? 'info',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const cookie = await signIn(baseUrl);

// The quotation with the most cost lines (the demo data's), or at scale, where none has any, the first one.
const quotation = await database.pool.query<{ id: number }>(
  `select coalesce(
     (select quotation_id from cost_items group by quotation_id order by count(*) desc, quotation_id limit 1),
     (select min(id) from quotations)) as id`,
);
const root = (await (await fetch(`${baseUrl}/api/1/folders/root`, { headers: { cookie } })).json()) as {
  id: number;
};
// On the demo data every route is captured and their statements kept (capture.test.ts compares the routes
// with them); at scale only the routes measured there, and the demo data's record stays as it is.
const captured = await captureRoutes(
  baseUrl,
  cookie,
  { quotationId: quotation.rows[0]!.id, folderId: root.id },
  scale === 'demo' ? MEASURED_ROUTES : routesAt(scale),
);
if (scale === 'demo')
  await writeFile(
    path.join(import.meta.dirname, '../results/request-cost-statements.json'),
    `${JSON.stringify(statementTexts(captured), null, 2)}\n`,
  );

const barePool = connectDatabase(url).pool;
const bare = await buildBareApp(
  barePool,
  Object.fromEntries(captured.map((c) => [c.route.name, c.statements])),
);
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

process.send!({
  kind: 'ready',
  cookie,
  routes: captured.map((c, index) => ({
    name: c.route.name,
    statements: c.statements.length,
    texts: c.statements.map((statement) => statement.text),
    shipdesk: `${baseUrl}${c.path}`,
    bare: c.route.public ? `${bareUrl}/select-1` : `${bareUrl}/route/${index}`,
    public: c.route.public ?? false,
  })),
});
process.on('message', async (message: { kind: string }) => {
  if (message.kind === 'cpu') process.send!({ kind: 'cpu', usage: process.cpuUsage() });
  if (message.kind === 'stop') {
    await app.close();
    await bare.close();
    await barePool.end();
    await database.close();
    process.exit(0);
  }
});
