import type { BenchDatabase } from '../lib/bench-env';
import { runBenchmark, runWhenStarted } from '../lib/harness';
import { medianOf } from '../lib/load';
import { seedContacts } from '../lib/seed';

const CONTACTS = 100_000;
const REPS = 30;
/** What people type into the picker: names, a company, part of a phone number, an email fragment, a miss. */
const TERMS = ['maria', 'gonz', 'atlas medical devices 4', '555 123', 'okafor1234', 'kwame.mensah', 'zzqx'];
const SELECT = 'id,name,last_name,display_name,company_name,email,phone_number,status';

/**
 * The picker's query in SQL, as the API runs it (accents and case folded by search_fold): one page of 20 and the total. Like the API it sorts by an
 * expression rather than walking the display-name index (see contacts.list.ts for why).
 */
async function searchInSql(db: BenchDatabase, term: string) {
  const pattern = `%${term.replace(/[\\%_]/g, '\\$&')}%`;
  const text = `(display_name || ' ' || name || ' ' || last_name || ' ' || company_name || ' ' || email || ' ' || phone_number)`;
  const [page, total] = await Promise.all([
    db.pool.query(
      `select ${SELECT} from contacts where search_fold(${text}) like search_fold($1) order by (display_name || '') asc, id asc limit 20`,
      [pattern],
    ),
    db.pool.query(`select count(*)::int as n from contacts where search_fold(${text}) like search_fold($1)`, [
      pattern,
    ]),
  ]);
  return { rows: page.rows.length, total: total.rows[0].n as number };
}

export async function run() {
  console.log(`contacts-search: seeding ${CONTACTS.toLocaleString()} contacts...`);
  return runBenchmark({
    name: 'contacts-search',
    server: 'process',
    seed: (db) => seedContacts(db.pool, CONTACTS),
    measure: async ({ db, server, cookie }) => {
      const results = [];
      for (const term of TERMS) {
        const url = `${server.baseUrl}/api/1/contacts?search=${encodeURIComponent(term)}&limit=20&select=${SELECT}&order_by=display_name%20ASC`;
        const viaHttp = async () => {
          const res = await fetch(url, { headers: { cookie } });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          return (await res.json()) as { data: unknown[]; total: number };
        };
        const http = await viaHttp();
        const sql = await searchInSql(db, term);
        if (http.total !== sql.total || http.data.length !== sql.rows)
          throw new Error(`mismatch for ${term}`);
        const httpMs = await medianOf(REPS, viaHttp);
        const sqlMs = await medianOf(REPS, () => searchInSql(db, term));
        results.push({
          term,
          matches: sql.total,
          httpMedianMs: httpMs,
          sqlMedianMs: sqlMs,
          ratio: +(httpMs / sqlMs).toFixed(2),
        });
      }
      console.table(results);
      const ratios = results.map((r) => r.ratio).sort((a, b) => a - b);
      const summary = {
        name: 'contacts-search',
        contacts: CONTACTS,
        repetitions: REPS,
        date: new Date().toISOString(),
        medianRatioHttpToSql: ratios[Math.floor(ratios.length / 2)],
        worstHttpMedianMs: Math.max(...results.map((r) => r.httpMedianMs)),
        results,
      };
      console.log(
        `contacts-search: median HTTP/SQL ratio ${summary.medianRatioHttpToSql}, slowest HTTP median ${summary.worstHttpMedianMs} ms`,
      );
      return summary;
    },
  });
}

await runWhenStarted(import.meta.url, run);
