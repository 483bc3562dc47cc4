import os from 'node:os';
import { EXPIRABLE_STATUSES, QUOTATION_LIST_FIELDS } from '@freight/domain';
import * as contactsService from '../../apps/server/src/modules/contacts/contacts.service';
import { expiryValues } from '../../apps/server/src/modules/quotations/quotation-expiry.sql';
import { quotationList } from '../../apps/server/src/modules/quotations/quotations.list';
import { listQuotations } from '../../apps/server/src/modules/quotations/quotations.repository';
import * as quotationsService from '../../apps/server/src/modules/quotations/quotations.service';
import * as supportService from '../../apps/server/src/modules/support/support.service';
import { preparedListQuery } from '../../apps/server/src/platform/crud/prepared-list-query';
import { connectDatabase, type Db } from '../../apps/server/src/platform/database/database';
import { signIn, startServerProcess } from '../lib/bench-env';
import { runBenchmark, runWhenStarted } from '../lib/harness';
import { medianOf } from '../lib/load';
import { SCALE_COUNTS as COUNTS, RARE, seedAtScale } from '../lib/seed-scale';
import { measureCounterWriters } from './counter-writers';
import { measureStatusPage } from './status-page';

const CONCURRENCY = 32;
// The status page comparison: HTTP and SQL in alternating slices of this many calls (see runPaired).
const SLICES = 8;
const PER_SLICE = 400;
const PAGE_SIZE = 25; // the status lists follow 'items per page', 25 by default
const FIRST_PAGES = 20;
const DEEP_PAGE = 5000;
const REPS = 25;
const LIMIT_MS = 50;
const select = QUOTATION_LIST_FIELDS.join(',');

type Query = Record<string, string>;

/**
 * Other ways to get a status page and its total, to compare with the API's one statement: a window count
 * over the sorted rows, and the page and a count as two statements sent together (the former API).
 */
const EXPIRED_SQL = `(q.status in (${EXPIRABLE_STATUSES.map((s) => `'${s}'`).join(', ')}) and q.valid_until_date < current_date) as expired`;
const COLUMNS = QUOTATION_LIST_FIELDS.map((f) => (f === 'expired' ? EXPIRED_SQL : `q.${f}`)).join(', ');
const WINDOW_SQL = `select ${COLUMNS}, w.total from (
    select id, count(*) over () as total from quotations where status = $1
    order by start_date desc, id desc limit $2 offset $3) w
  join quotations q on q.id = w.id order by q.start_date desc, q.id desc`;
const PAGE_SQL = `select ${COLUMNS} from quotations q where status = $1
  order by start_date desc, id desc limit $2 offset $3`;
const COUNT_SQL = 'select count(*)::int as total from quotations where status = $1';
interface Statement {
  text: string;
  params: unknown[];
}

/** A list call as the web makes it: the HTTP path, and the service call the route makes for it. */
interface ListCall {
  label: string;
  path: string;
  query: Query;
  run: (db: Db, query: Query) => Promise<unknown>;
}

const statusPage = (offset: number, extra: Query = {}): ListCall => ({
  label: `Pending page at offset ${offset}`,
  path: '/quotations',
  query: {
    status: 'Pending',
    order_by: 'start_date DESC',
    limit: String(PAGE_SIZE),
    offset: String(offset),
    select,
    ...extra,
  },
  run: quotationsService.list,
});

/** The status page as the API sent it before the per-status counts: its total counted in the statement. */
const countingPage = (call: ListCall): ListCall => ({
  ...call,
  label: `${call.label}, total counted`,
  run: (db, query) =>
    listQuotations(
      db,
      preparedListQuery(query, quotationList, 'quotations', ['rows counted'], expiryValues()),
    ),
});

/** The first page of an unfiltered contacts or interactions list: its total is counted (measured below). */
const unfilteredLists: ListCall[] = [
  {
    label: 'contacts, page 1 unfiltered',
    path: '/contacts',
    query: { order_by: 'display_name ASC', limit: String(PAGE_SIZE), select: 'name,last_name,display_name' },
    run: contactsService.list,
  },
  {
    label: 'interactions, page 1 unfiltered',
    path: '/client_interactions',
    query: { limit: String(PAGE_SIZE), select: 'date,contact_name,subject,status' },
    run: supportService.list,
  },
];

const loadAverage = () => os.loadavg().map((n) => +n.toFixed(2));

const url = (call: ListCall) => `/api/1${call.path}?${new URLSearchParams(call.query)}`;

/**
 * The statements the server sends for a list call, captured from the server's own service code (the same
 * Drizzle query the route runs), so the SQL side of each comparison is exactly what the API executes.
 */
async function capture(databaseUrl: string, calls: ListCall[]): Promise<Statement[]> {
  const seen: Statement[] = [];
  const database = connectDatabase(databaseUrl, {
    max: 1,
    logger: { logQuery: (text, params) => seen.push({ text, params }) },
  });
  try {
    const statements: Statement[] = [];
    for (const call of calls) {
      seen.length = 0;
      await call.run(database.db, call.query);
      if (seen.length !== 1) throw new Error(`${call.label}: ${seen.length} statements, expected one`);
      statements.push(seen[0]!);
    }
    return statements;
  } finally {
    await database.close();
  }
}

export async function run() {
  console.log('list-scale: seeding...');
  return runBenchmark({
    name: 'list-scale',
    server: 'process',
    seed: async (db) => {
      const seedStarted = performance.now();
      await seedAtScale(db.pool, COUNTS);
      return Math.round((performance.now() - seedStarted) / 1000);
    },
    measure: async ({ db, seeded: seedSeconds, server, cookie }) => {
      const firstPages = Array.from({ length: FIRST_PAGES }, (_, i) => statusPage(i * PAGE_SIZE));
      const deep = statusPage((DEEP_PAGE - 1) * PAGE_SIZE);
      const searches: ListCall[] = [
        { ...statusPage(0, { search: RARE.clientSearch }), label: 'Pending page, rare client name' },
        {
          label: 'all quotations, rare client name',
          path: '/quotations',
          query: { search: RARE.clientSearch, limit: String(PAGE_SIZE), select },
          run: quotationsService.list,
        },
        {
          label: 'contacts, rare name',
          path: '/contacts',
          query: {
            search: RARE.contactSearch,
            order_by: 'display_name ASC',
            limit: '8',
            select: 'name,last_name,display_name,company_name,email,phone_number,status',
          },
          run: contactsService.list,
        },
        {
          label: 'interactions, rare subject',
          path: '/client_interactions',
          query: {
            search: RARE.subjectSearch,
            limit: '8',
            select:
              'date,contact_id,contact_name,contact_company,subject,channel,category,status,interaction_type,version',
          },
          run: supportService.list,
        },
      ];
      const [deepSql, ...searchSql] = await capture(db.url, [deep, ...searches]);
      const firstSql = await capture(db.url, firstPages);
      const [firstCountingSql, deepCountingSql] = await capture(db.url, [
        countingPage(firstPages[0]!),
        countingPage(deep),
      ]);
      const unfilteredSql = await capture(db.url, unfilteredLists);

      const plan = async (statement: Statement) => {
        const { rows } = await db.pool.query(`explain (format json) ${statement.text}`, statement.params);
        return JSON.stringify(rows[0]['QUERY PLAN']);
      };
      const deepPlan = await plan(deepSql!);

      const loadAverageAtStart = loadAverage();
      const get = async (call: ListCall) => {
        const res = await fetch(`${server.baseUrl}${url(call)}`, { headers: { cookie } });
        if (!res.ok) throw new Error(`${call.label}: HTTP ${res.status} ${await res.text()}`);
        return (await res.json()) as { data: unknown[]; total: number };
      };
      const sql = async (statement: Statement) =>
        (await db.pool.query(statement.text, statement.params)).rows;

      // The status page at 32 clients: HTTP against the same statement through pg, warmed first, then in
      // alternating slices so both see the same machine.
      const statusPageOn = (baseUrl: string, sessionCookie: string) =>
        measureStatusPage({
          baseUrl,
          cookie: sessionCookie,
          paths: firstPages.map(url),
          viaSql: async (i) => void (await sql(firstSql[(i * 7) % FIRST_PAGES]!)),
          concurrency: CONCURRENCY,
          slices: SLICES,
          perSlice: PER_SLICE,
        });
      const onePage = await statusPageOn(server.baseUrl, cookie);
      const { http, sql: sqlLoad, ratio } = onePage;

      const deepAnswer = await get(deep);
      const deepPage = {
        page: DEEP_PAGE,
        offset: Number(deep.query.offset),
        rows: deepAnswer.data.length,
        total: deepAnswer.total,
        indexOnlyIds: deepPlan.includes('Index Only Scan'),
        httpMedianMs: await medianOf(REPS, () => get(deep)),
        sqlMedianMs: await medianOf(REPS, () => sql(deepSql!)),
      };

      const searchResults = [];
      for (const [i, call] of searches.entries()) {
        const answer = await get(call);
        const statement = searchSql[i]!;
        const usedPlan = await plan(statement);
        searchResults.push({
          search: call.label,
          matches: answer.total,
          usesTrigramIndex: /"Index Name":"[a-z_]*trgm_idx"/.test(usedPlan),
          httpMedianMs: await medianOf(REPS, () => get(call)),
          sqlMedianMs: await medianOf(REPS, () => sql(statement)),
        });
      }
      const countStrategies = [];
      for (const [label, offset, statement, counting] of [
        ['page 1', 0, firstSql[0]!, firstCountingSql!],
        [`page ${DEEP_PAGE}`, Number(deep.query.offset), deepSql!, deepCountingSql!],
      ] as const) {
        const args = ['Pending', PAGE_SIZE, offset];
        countStrategies.push({
          page: label,
          oneStatementWithCountsMs: await medianOf(REPS, () => sql(statement)),
          oneStatementCountingMs: await medianOf(REPS, () => sql(counting)),
          windowCountMs: await medianOf(REPS, () => db.pool.query(WINDOW_SQL, args)),
          pageAndCountInParallelMs: await medianOf(REPS, () =>
            Promise.all([db.pool.query(PAGE_SQL, args), db.pool.query(COUNT_SQL, ['Pending'])]),
          ),
        });
      }
      const countsMedianMs = await medianOf(REPS, async () => {
        const res = await fetch(`${server.baseUrl}/api/1/quotations/counts`, { headers: { cookie } });
        if (!res.ok) throw new Error(`counts: HTTP ${res.status}`);
        await res.json();
      });
      const countsSqlMedianMs = await medianOf(REPS, () =>
        db.pool.query('select status, sum(n)::int as n from quotation_status_counts group by status'),
      );
      const countsByCountingMedianMs = await medianOf(5, () =>
        db.pool.query(
          'select status, count(*)::int as n from quotations where not superseded group by status',
        ),
      );
      const unfilteredTotals = [];
      for (const [i, call] of unfilteredLists.entries()) {
        const answer = await get(call);
        unfilteredTotals.push({
          list: call.label,
          total: answer.total,
          httpMedianMs: await medianOf(REPS, () => get(call)),
          sqlMedianMs: await medianOf(REPS, () => sql(unfilteredSql[i]!)),
        });
      }
      // The same status page from `WORKERS=2` (one process per core, as `WORKERS=auto` runs on this machine).
      const twoWorkers = await startServerProcess(db.url, { WORKERS: '2' });
      const twoWorkersPage = await statusPageOn(twoWorkers.baseUrl, await signIn(twoWorkers.baseUrl)).finally(
        () => twoWorkers.stop(),
      );
      const loadAverageAtEnd = loadAverage();
      console.log('list-scale: 32 writers against the per-status counts...');
      const writers = await measureCounterWriters(db.url, COUNTS.quotations);

      const summary = {
        name: 'list-scale',
        ...COUNTS,
        seedSeconds,
        date: new Date().toISOString(),
        statusPage: {
          concurrency: CONCURRENCY,
          pageSize: PAGE_SIZE,
          slices: SLICES,
          perSlice: PER_SLICE,
          ...onePage,
        },
        statusPageTwoWorkers: twoWorkersPage,
        deepPage,
        searches: searchResults,
        countStrategies,
        sidebarCountsMedianMs: countsMedianMs,
        sidebarCountsSqlMedianMs: countsSqlMedianMs,
        sidebarCountsByCountingMedianMs: countsByCountingMedianMs,
        unfilteredTotals,
        writers,
        loadAverage: { atStart: loadAverageAtStart, atEnd: loadAverageAtEnd },
        targets: {
          throughputAtLeast60Percent: ratio.requestsPerSecond >= 0.6,
          p99AtMostTwiceSql: ratio.p99 <= 2,
          deepPageUnder50ms: deepPage.httpMedianMs < LIMIT_MS,
          rareSearchesUnder50ms: searchResults.every((s) => s.httpMedianMs < LIMIT_MS),
          searchesUseTrigramIndexes: searchResults.every((s) => s.usesTrigramIndex),
        },
      };
      console.table({ http, sql: sqlLoad, ...onePage.httpFloor, twoWorkers: twoWorkersPage.http });
      console.table([deepPage]);
      console.table(searchResults);
      console.table(countStrategies);
      console.table(unfilteredTotals);
      console.table(writers);
      console.log(
        `list-scale: status page HTTP ${http.requestsPerSecond} req/s (p99 ${http.p99} ms) vs SQL ${sqlLoad.requestsPerSecond} req/s (p99 ${sqlLoad.p99} ms): throughput ratio ${ratio.requestsPerSecond} (ceiling ${onePage.ceiling.ratio}), p99 ratio ${ratio.p99}; with WORKERS=2 ${twoWorkersPage.ratio.requestsPerSecond} (ceiling ${twoWorkersPage.ceiling.ratio}), p99 ratio ${twoWorkersPage.ratio.p99}; page ${DEEP_PAGE} ${deepPage.httpMedianMs} ms; sidebar counts ${countsMedianMs} ms; load average ${loadAverageAtStart.join(' ')} at start, ${loadAverageAtEnd.join(' ')} at the end`,
      );
      console.log('targets:', summary.targets);
      return summary;
    },
  });
}

await runWhenStarted(import.meta.url, run);
