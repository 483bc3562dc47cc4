import { runBenchmark, runWhenStarted } from '../lib/harness';
import { runLoad } from '../lib/load';
import { seedContacts, seedQuotations } from '../lib/seed';

const QUOTATIONS = 100_000;
const CONCURRENCY = 10;
const REQUESTS = 3000;
const PAGE_SIZE = 10;
const PAGES = 20;
const STATUS = 'Pending';

/** The status page's query as the API runs it: a page with the contact and both addresses joined, and the total. */
const PAGE_SQL = `
  select q.*, c.id as c_id, c.name as c_name, c.last_name as c_last_name, c.email as c_email,
    c.phone_number as c_phone, c.company_name as c_company, o.*, d.*
  from quotations q
  left join contacts c on c.id = q.contact_id
  left join addresses o on o.id = q.origin_address_id
  left join addresses d on d.id = q.destination_address_id
  where q.status = $1 order by q.start_date desc, q.id desc limit $2 offset $3`;
const COUNT_SQL = 'select count(*)::int as n from quotations where status = $1';

export async function run() {
  console.log(`quotation-list: seeding ${QUOTATIONS.toLocaleString()} quotations...`);
  return runBenchmark({
    name: 'quotation-list',
    server: 'process',
    seed: async (db) => {
      await seedContacts(db.pool, 10_000);
      await seedQuotations(db.pool, QUOTATIONS);
    },
    measure: async ({ db, server, cookie }) => {
      const offsetOf = (i: number) => ((i * 7) % PAGES) * PAGE_SIZE;
      const url = (i: number) =>
        `${server.baseUrl}/api/1/quotations?status=${STATUS}&order_by=start_date%20DESC&limit=${PAGE_SIZE}&offset=${offsetOf(i)}`;
      const viaHttp = async (i: number) => {
        const res = await fetch(url(i), { headers: { cookie } });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        await res.arrayBuffer();
      };
      const viaSql = async (i: number) => {
        await Promise.all([
          db.pool.query(PAGE_SQL, [STATUS, PAGE_SIZE, offsetOf(i)]),
          db.pool.query(COUNT_SQL, [STATUS]),
        ]);
      };
      // Warm both paths (plans, caches, connections) before measuring.
      await runLoad(CONCURRENCY, 200, viaHttp);
      await runLoad(CONCURRENCY, 200, viaSql);
      const http = await runLoad(CONCURRENCY, REQUESTS, viaHttp);
      const sql = await runLoad(CONCURRENCY, REQUESTS, viaSql);
      const summary = {
        name: 'quotation-list',
        quotations: QUOTATIONS,
        status: STATUS,
        concurrency: CONCURRENCY,
        pageSize: PAGE_SIZE,
        date: new Date().toISOString(),
        http,
        sql,
        ratio: {
          requestsPerSecond: +(http.requestsPerSecond / sql.requestsPerSecond).toFixed(2),
          p50: +(http.p50 / sql.p50).toFixed(2),
          p99: +(http.p99 / sql.p99).toFixed(2),
        },
      };
      console.table({ http, sql });
      console.log(
        `quotation-list: HTTP ${http.requestsPerSecond} req/s (p50 ${http.p50} ms, p99 ${http.p99} ms) vs SQL ${sql.requestsPerSecond} req/s (p50 ${sql.p50} ms, p99 ${sql.p99} ms); HTTP/SQL throughput ratio ${summary.ratio.requestsPerSecond}`,
      );
      return summary;
    },
  });
}

await runWhenStarted(import.meta.url, run);
