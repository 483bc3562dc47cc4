/**
 * Cost breakdown: one quotation's cost items through the API (`GET /cost_items?quotation_id=X`, served by an
 * index) against the fetch-everything pattern (`GET /cost_items?limit=10000`, then filtering by quotation_id in
 * the client), on 100,000 quotations with 1,000,000 cost items.
 *
 * Run: `node --import tsx bench/cost-breakdown/run.ts` (or `npm run bench -- cost-breakdown`). Environment:
 * BENCH_QUOTATIONS, BENCH_ITEMS_PER_QUOTATION, BENCH_SAMPLES, BENCH_REPETITIONS. Writes
 * bench/results/cost-breakdown.json.
 */
import os from 'node:os';
import { getJson } from '../lib/bench-app';
import { benchLog, runBenchmark, runWhenStarted, benchSetting as setting } from '../lib/harness';
import { seedContacts, seedCostLines, seedQuotations } from '../lib/seed';
import { median, sampleIds, timed } from '../lib/timing';

interface ListAnswer {
  data: { id: number; quotation_id: number }[];
  total: number;
}

const ms = (value: number) => Math.round(value * 100) / 100;
const log = benchLog('cost-breakdown');

/** Loads `quotationId`'s breakdown both ways, `repetitions` times each after a warm-up, and checks each answer. */
async function measure(
  baseUrl: string,
  cookie: string,
  expectedIds: number[],
  quotationId: number,
  repetitions: number,
) {
  const expected = expectedIds.join(',');
  const foundAll = (answer: ListAnswer) =>
    answer.data
      .map((item) => item.id)
      .sort((a, b) => a - b)
      .join(',') === expected;
  const byApi = () => getJson<ListAnswer>(baseUrl, `/api/1/cost_items?quotation_id=${quotationId}`, cookie);
  // The fetch-everything pattern: fetch "everything" and keep this quotation's lines in the browser.
  const original = async () => {
    const answer = await getJson<ListAnswer>(baseUrl, '/api/1/cost_items?limit=10000', cookie);
    return { ...answer, data: answer.data.filter((item) => item.quotation_id === quotationId) };
  };
  await byApi();
  await original();
  const api = { times: [] as number[], foundAll: true, found: 0 };
  const spec = { times: [] as number[], foundAll: true, found: 0 };
  for (let i = 0; i < repetitions; i++) {
    for (const [load, into] of [
      [byApi, api],
      [original, spec],
    ] as const) {
      const { result, ms } = await timed(load);
      into.times.push(ms);
      into.foundAll &&= foundAll(result);
      into.found = result.data.length;
    }
  }
  return { api, spec };
}

export async function run() {
  const quotations = setting('BENCH_QUOTATIONS', 100_000);
  const perQuotation = setting('BENCH_ITEMS_PER_QUOTATION', 10);
  const samples = setting('BENCH_SAMPLES', 5);
  const repetitions = setting('BENCH_REPETITIONS', 5);

  log(
    `seeding ${quotations.toLocaleString()} quotations and ${(quotations * perQuotation).toLocaleString()} cost items...`,
  );
  return runBenchmark({
    name: 'cost-breakdown',
    server: 'in-process',
    seed: async (db) => {
      const seeding = await timed(async () => {
        await seedContacts(db.pool, 10_000);
        await seedQuotations(db.pool, quotations);
        await seedCostLines(db.pool, perQuotation);
      });
      log(`seeded in ${(seeding.ms / 1000).toFixed(1)} s`);
      return seeding;
    },
    measure: async ({ db, seeded: seeding, server, cookie }) => {
      const { rows: ids } = await db.pool.query<{ id: number }>('select id from quotations order by id');
      const apiTimes: number[] = [];
      const specTimes: number[] = [];
      const perQuotationResults = [];
      for (const index of sampleIds(samples, ids.length)) {
        const quotationId = ids[index - 1]!.id;
        const { rows } = await db.pool.query<{ id: number }>(
          'select id from cost_items where quotation_id = $1 order by id',
          [quotationId],
        );
        const expectedIds = rows.map((row) => row.id);
        const { api, spec } = await measure(server.baseUrl, cookie, expectedIds, quotationId, repetitions);
        apiTimes.push(...api.times);
        specTimes.push(...spec.times);
        perQuotationResults.push({
          quotation_id: quotationId,
          items: expectedIds.length,
          api: { median_ms: ms(median(api.times)), items_found: api.found, found_all: api.foundAll },
          original: { median_ms: ms(median(spec.times)), items_found: spec.found, found_all: spec.foundAll },
        });
        log(
          `quotation ${quotationId}: API ${ms(median(api.times))} ms, found ${api.found}/${expectedIds.length}; ` +
            `original ${ms(median(spec.times))} ms, found ${spec.found}/${expectedIds.length}`,
        );
      }
      const apiMedian = median(apiTimes);
      const specMedian = median(specTimes);
      const summary = {
        name: 'cost-breakdown',
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, node: process.version },
        quotations,
        cost_items: quotations * perQuotation,
        samples,
        repetitions,
        seeding_seconds: Math.round(seeding.ms / 100) / 10,
        api: {
          request: 'GET /api/1/cost_items?quotation_id=X',
          median_ms: ms(apiMedian),
          found_all: perQuotationResults.every((r) => r.api.found_all),
        },
        original: {
          request: 'GET /api/1/cost_items?limit=10000, then filter by quotation_id in the client',
          median_ms: ms(specMedian),
          found_all: perQuotationResults.every((r) => r.original.found_all),
          note: 'The server caps a page at 1000 rows, so the original pattern sees 0.1% of the cost items.',
        },
        ratio: Math.round((specMedian / apiMedian) * 10) / 10,
        per_quotation: perQuotationResults,
      };
      log(
        `API median ${summary.api.median_ms} ms (found all: ${summary.api.found_all}); original median ` +
          `${summary.original.median_ms} ms (found all: ${summary.original.found_all}); original/API ${summary.ratio}x`,
      );
      return summary;
    },
  });
}

await runWhenStarted(import.meta.url, run);
