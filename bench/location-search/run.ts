import { PgDialect } from 'drizzle-orm/pg-core';
import { searchWith } from '../../apps/server/src/modules/locations/locations.repository';
import { loadLocations } from '../../apps/server/src/modules/locations/locations-loader';
import { runBenchmark, runWhenStarted } from '../lib/harness';
import { percentile, sequentialTimes } from '../lib/load';

const REPS = 60;
/**
 * What people type into the pickers, one case per ranking group and kind: an exact UN/LOCODE, an exact IATA
 * code, a name prefix, a word inside a name, a typo only the trigram similarity finds, a two-letter start,
 * and a broad three letters that match thousands of names.
 */
const CASES = [
  { label: 'exact UN/LOCODE', q: 'DEHAM', kind: 'port' },
  { label: 'exact IATA', q: 'HAM', kind: 'airport' },
  { label: 'IATA code as a port', q: 'HAM', kind: 'port' },
  { label: 'name prefix', q: 'rotter', kind: 'any' },
  { label: 'word start', q: 'am main', kind: 'any' },
  { label: 'typo (trigram)', q: 'hamburk', kind: 'port' },
  { label: 'two letters', q: 'sh', kind: 'any' },
  { label: 'broad three letters', q: 'san', kind: 'any' },
  { label: 'broad, airports', q: 'int', kind: 'airport' },
] as const;

const dialect = new PgDialect();

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { median: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
}

async function timed(reps: number, task: () => Promise<unknown>) {
  return stats(await sequentialTimes(reps, task));
}

/**
 * `GET /api/1/locations` at the full list (UN/LOCODE and the IATA airports, loaded as at a first start) over
 * HTTP with a session, against the very statement the API sends, through `pg`; and the load itself.
 */
export async function run() {
  return runBenchmark({
    name: 'location-search',
    server: 'process',
    seed: async (db) => {
      const client = await db.pool.connect();
      const t0 = performance.now();
      const loaded = await loadLocations(client);
      const loadSeconds = Math.round((performance.now() - t0) / 10) / 100;
      client.release();
      console.log(`location-search: loaded ${loaded.rows.toLocaleString()} locations in ${loadSeconds} s`);
      await db.pool.query('analyze locations');
      return { loaded, loadSeconds };
    },
    measure: async ({ db, seeded: { loaded, loadSeconds }, server, cookie }) => {
      const results = [];
      for (const c of CASES) {
        const url = `${server.baseUrl}/api/1/locations?q=${encodeURIComponent(c.q)}&kind=${c.kind}&limit=20`;
        const viaHttp = async () => {
          const res = await fetch(url, { headers: { cookie } });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          return (await res.json()) as { code: string }[];
        };
        // The same statements the API sends (one, or two when the first leaves room), through `pg`.
        const viaSql = () =>
          searchWith(
            async (statement) => {
              const query = dialect.sqlToQuery(statement);
              return (await db.pool.query(query.sql, query.params)).rows;
            },
            c.q,
            c.kind,
            20,
          );
        const http = await viaHttp();
        const sql = await viaSql();
        if (http.map((l) => l.code).join() !== sql.map((l) => l.code).join())
          throw new Error(`mismatch: ${c.q}`);
        const httpMs = await timed(REPS, viaHttp);
        const sqlMs = await timed(REPS, viaSql);
        results.push({
          case: c.label,
          q: c.q,
          kind: c.kind,
          first: http[0]?.code ?? '',
          httpMedianMs: httpMs.median,
          httpP95Ms: httpMs.p95,
          sqlMedianMs: sqlMs.median,
          sqlP95Ms: sqlMs.p95,
        });
      }
      console.table(results);
      const summary = {
        name: 'location-search',
        locations: loaded.rows,
        loadSeconds,
        repetitions: REPS,
        date: new Date().toISOString(),
        slowestHttpMedianMs: Math.max(...results.map((r) => r.httpMedianMs)),
        slowestHttpP95Ms: Math.max(...results.map((r) => r.httpP95Ms)),
        results,
      };
      console.log(
        `location-search: slowest HTTP median ${summary.slowestHttpMedianMs} ms, p95 ${summary.slowestHttpP95Ms} ms`,
      );
      return summary;
    },
  });
}

await runWhenStarted(import.meta.url, run);
