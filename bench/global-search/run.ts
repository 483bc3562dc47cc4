import type { MeResponse, SearchResult } from '@freight/domain';
import { SEARCH_SOURCES, search } from '../../apps/server/src/modules/search/search.service';
import type { AuthContext } from '../../apps/server/src/platform/auth-context';
import { connectDatabase } from '../../apps/server/src/platform/database/database';
import { runBenchmark, runWhenStarted } from '../lib/harness';
import { percentile, sequentialTimes } from '../lib/load';
import { seedContacts, seedQuotations } from '../lib/seed';
import { seedDocuments, seedInteractions, seedShipments, seedTasks } from './seed';

const ROWS = 100_000;
const REPS = 40;
/**
 * What people type in the top bar: a common first name, part of a surname, a quotation number, a subject
 * word, a document kind, a carrier's bill of lading number, two letters (too short for a trigram: the worst
 * case) and a miss.
 */
const TERMS = ['maria', 'gonz', 'SQ0421', 'reefer', 'bill-of-lading', 'MAEU1000421', 'ar', 'zzqx'];
const TARGET_MS = 50;

const round = (n: number) => Math.round(n * 100) / 100;

/** Sequential timings of `task`: p50, p95 and p99 in milliseconds. */
async function timings(task: () => Promise<unknown>) {
  const times = await sequentialTimes(REPS, task);
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

const shape = (r: SearchResult) =>
  r.groups.map((g) => `${g.kind}:${g.total}:${g.hits.map((h) => h.id).join(',')}`);

/**
 * Times `GET /api/1/search` against the same service (the same SQL, through `pg` on a pool of its own) run
 * in this process without HTTP, sessions or serialisation, for an admin (who sees every row) and a staff
 * user (for whom the task and document visibility rules apply).
 */
async function measure(baseUrl: string, databaseUrl: string, who: string, cookie: string) {
  const me = (await (await fetch(`${baseUrl}/api/1/auth/me`, { headers: { cookie } })).json()) as MeResponse;
  const auth = { sessionId: 'bench', user: me.user, permissions: me.permissions } as AuthContext;
  const direct = connectDatabase(databaseUrl, { max: 10 });
  try {
    const results = [];
    for (const term of TERMS) {
      const viaHttp = async () => {
        const res = await fetch(`${baseUrl}/api/1/search?q=${encodeURIComponent(term)}`, {
          headers: { cookie },
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return (await res.json()) as SearchResult;
      };
      const viaSql = () => search(direct.db, auth, term);
      const [http, sql] = [await viaHttp(), await viaSql()];
      if (JSON.stringify(shape(http)) !== JSON.stringify(shape(sql))) throw new Error(`mismatch for ${term}`);
      const httpMs = await timings(viaHttp);
      const sqlMs = await timings(viaSql);
      // Each kind's own statement, so a slow kind shows against the others measured in the same run.
      const kindP50: Record<string, number> = {};
      for (const source of SEARCH_SOURCES) {
        kindP50[source.kind] = (await timings(() => source.search(direct.db, term, auth))).p50;
      }
      results.push({
        who,
        term,
        matches: Object.fromEntries(http.groups.map((g) => [g.kind, g.capped ? `${g.total}+` : g.total])),
        http: httpMs,
        sql: sqlMs,
        ratioP50: round(httpMs.p50 / sqlMs.p50),
        kindP50,
      });
    }
    return results;
  } finally {
    await direct.close();
  }
}

async function createStaffUser(baseUrl: string, adminCookie: string) {
  const user = { email: 'bench-staff@example.com', password: 'bench-staff-password' };
  const res = await fetch(`${baseUrl}/api/1/users`, {
    method: 'POST',
    headers: { cookie: adminCookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, first_name: 'Bench', last_name: 'Staff', company: 'ShipDesk' }),
  });
  if (res.status !== 201) throw new Error(`creating the staff user: ${res.status} ${await res.text()}`);
  const login = await fetch(`${baseUrl}/api/1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, remember: false }),
  });
  if (!login.ok) throw new Error(`staff sign-in failed: ${login.status}`);
  return login.headers.get('set-cookie')!.split(';')[0]!;
}

export async function run() {
  console.log(`global-search: seeding ${ROWS.toLocaleString()} rows of each kind...`);
  return runBenchmark({
    name: 'global-search',
    server: 'process',
    seed: async (db) => {
      await seedContacts(db.pool, ROWS);
      await seedQuotations(db.pool, ROWS);
      await seedInteractions(db.pool, ROWS);
      await seedShipments(db.pool, ROWS);
    },
    measure: async ({ db, server, cookie: adminCookie }) => {
      const { rows } = await db.pool.query(`select id from users where role = 'admin' order by id limit 1`);
      const adminId = rows[0].id as number;
      await seedTasks(db.pool, ROWS, adminId);
      await seedDocuments(db.pool, ROWS, adminId);
      const staffCookie = await createStaffUser(server.baseUrl, adminCookie);
      const results = [
        ...(await measure(server.baseUrl, db.url, 'admin', adminCookie)),
        ...(await measure(server.baseUrl, db.url, 'staff', staffCookie)),
      ];
      console.table(
        results.map((r) => ({
          who: r.who,
          term: r.term,
          httpP50: r.http.p50,
          httpP95: r.http.p95,
          httpP99: r.http.p99,
          sqlP50: r.sql.p50,
          ratio: r.ratioP50,
        })),
      );
      console.table(results.map((r) => ({ who: r.who, term: r.term, ...r.kindP50 })));
      const ratios = results.map((r) => r.ratioP50).sort((a, b) => a - b);
      const summary = {
        name: 'global-search',
        rowsPerKind: ROWS,
        repetitions: REPS,
        targetMs: TARGET_MS,
        date: new Date().toISOString(),
        medianRatioHttpToSql: ratios[Math.floor(ratios.length / 2)],
        worstHttpP50Ms: Math.max(...results.map((r) => r.http.p50)),
        worstHttpP95Ms: Math.max(...results.map((r) => r.http.p95)),
        worstHttpP99Ms: Math.max(...results.map((r) => r.http.p99)),
        results,
      };
      console.log(
        `global-search: median HTTP/SQL ratio ${summary.medianRatioHttpToSql}, slowest HTTP p50 ${summary.worstHttpP50Ms} ms, p95 ${summary.worstHttpP95Ms} ms, p99 ${summary.worstHttpP99Ms} ms (target ${TARGET_MS} ms)`,
      );
      return summary;
    },
  });
}

await runWhenStarted(import.meta.url, run);
