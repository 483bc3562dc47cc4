/**
 * Rate lookup: pricing a quotation against 10,000 rate cards. `GET /api/1/quotations/{id}/rate_options`
 * (read the quotation, its shipment and the pricing settings, find the lane's cards valid on the date through
 * `rate_cards_lane_idx`, price each, sort) over HTTP with a session, against the same card lookup SQL through
 * `pg` in the same run (the quotation row, the pricing settings, the lane lookup). Target: under 100 ms.
 *
 * Run: `node --import tsx bench/rate-lookup/run.ts` (or `npm run bench -- rate-lookup`). Environment:
 * BENCH_RATE_CARDS (10,000), BENCH_REPETITIONS (50). Writes bench/results/rate-lookup.json.
 */
import os from 'node:os';
import type pg from 'pg';
import { getJson } from '../lib/bench-app';
import { benchLog, runBenchmark, runWhenStarted, benchSetting as setting } from '../lib/harness';
import { percentile } from '../lib/load';
import { seedContacts, seedQuotations } from '../lib/seed';
import { median, timed } from '../lib/timing';

const ms = (value: number) => Math.round(value * 100) / 100;
const log = benchLog('rate-lookup');

const LANE = { origin: 'HKG', destination: 'AMS', mode: 'Air' };
/** Cards on the benchmark's own lane (the rest are spread over 2,000 other lanes and six modes). */
const LANE_CARDS = 60;

/**
 * `count` cards in one statement: most spread over 100 origins x 20 destinations x 6 modes with validity
 * windows over three years; `LANE_CARDS` on HKG-AMS Air, half of them valid today, the rest expired or future.
 */
async function seedRateCards(pool: pg.Pool, count: number) {
  await pool.query(
    `insert into rate_cards (carrier, transport_mode, origin_code, destination_code, valid_from, valid_to, currency,
       minimum_charge, breaks, surcharges)
     select 'Carrier ' || (n % 50),
       case when n <= $2 then 'Air' else (array['Air','Express','Road','Sea LCL','Sea FCL','Rail'])[1 + n % 6] end,
       case when n <= $2 then 'HKG' else 'O' || chr(65 + n % 26) || chr(65 + (n / 26) % 4) end,
       case when n <= $2 then 'AMS' else 'D' || chr(65 + (n / 104) % 20) || 'X' end,
       current_date + ((n % 3) - 1) * 200 - 30, current_date + ((n % 3) - 1) * 200 + 60, 'USD',
       50 + n % 50,
       jsonb_build_array(jsonb_build_object('min_weight', 0, 'rate', 5 + (n % 10) / 10.0),
         jsonb_build_object('min_weight', 45, 'rate', 4 + (n % 10) / 10.0),
         jsonb_build_object('min_weight', 100, 'rate', 3.5 + (n % 10) / 10.0),
         jsonb_build_object('min_weight', 300, 'rate', 3 + (n % 10) / 10.0),
         jsonb_build_object('min_weight', 500, 'rate', 2.8 + (n % 10) / 10.0),
         jsonb_build_object('min_weight', 1000, 'rate', 2.5 + (n % 10) / 10.0)),
       jsonb_build_array(jsonb_build_object('name', 'Fuel', 'basis', 'per_kg', 'amount', 0.85,
         'valid_from', null, 'valid_to', null))
     from generate_series(1, $1::int) as n`,
    [count, LANE_CARDS],
  );
  await pool.query('vacuum analyze rate_cards');
}

/** The card lookup the service sends (rate-cards.repository.ts `laneCards`), as plain SQL. */
const LOOKUP = `select * from rate_cards where origin_code = $1 and destination_code = $2 and transport_mode = $3
  and valid_from <= $4 and valid_to >= $4 order by id`;

export async function run() {
  const cards = setting('BENCH_RATE_CARDS', 10_000);
  const repetitions = setting('BENCH_REPETITIONS', 50);
  log(`seeding ${cards.toLocaleString()} rate cards...`);
  return runBenchmark({
    name: 'rate-lookup',
    server: 'in-process',
    seed: async (db) => {
      await seedContacts(db.pool, 100);
      await seedQuotations(db.pool, 100);
      return timed(() => seedRateCards(db.pool, cards));
    },
    measure: async ({ db, seeded: seeding, server, cookie }) => {
      const { rows } = await db.pool.query<{ id: number }>('select id from quotations order by id limit 1');
      const quotationId = rows[0]!.id;
      const today = new Date().toISOString().slice(0, 10);
      await db.pool.query(
        `update quotations set transport_mode = $2, origin_code = $3, destination_code = $4, start_date = $5,
           valid_until_date = $5::date + 30 where id = $1`,
        [quotationId, LANE.mode, LANE.origin, LANE.destination, today],
      );
      const box = await fetch(`${server.baseUrl}/api/1/box_items`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          quotation_id: quotationId,
          name: 'Crate',
          input_mode: 'volume',
          volume_value: 1,
          volume_unit: 'cbm',
          weight_value: 250,
          weight_unit: 'kg',
        }),
      });
      if (!box.ok) throw new Error(`box item: ${await box.text()}`);
      const plan = await db.pool.query(`explain ${LOOKUP}`, [
        LANE.origin,
        LANE.destination,
        LANE.mode,
        today,
      ]);
      const usesIndex = plan.rows.some((r) => String(r['QUERY PLAN']).includes('rate_cards_lane_idx'));

      type Options = { data: { buy_total: number }[] };
      const http = () =>
        getJson<Options>(server.baseUrl, `/api/1/quotations/${quotationId}/rate_options`, cookie);
      // The statements the endpoint needs, without the HTTP, session, pricing and JSON around them.
      const sql = async () => {
        await db.pool.query('select * from quotations where id = $1', [quotationId]);
        await db.pool.query('select * from pricing_settings where id = 1');
        return db.pool.query(LOOKUP, [LANE.origin, LANE.destination, LANE.mode, today]);
      };
      const warm = await http();
      await sql();
      const httpTimes: number[] = [];
      const sqlTimes: number[] = [];
      let offered = warm.data.length;
      let found = 0;
      for (let i = 0; i < repetitions; i++) {
        const h = await timed(http);
        httpTimes.push(h.ms);
        offered = h.result.data.length;
        const s = await timed(sql);
        sqlTimes.push(s.ms);
        found = s.result.rowCount ?? 0;
      }
      const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
      const summary = {
        name: 'rate-lookup',
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, node: process.version, load_average: os.loadavg()[0] },
        rate_cards: cards,
        lane_cards: LANE_CARDS,
        repetitions,
        seeding_seconds: Math.round(seeding.ms / 100) / 10,
        lookup_uses_lane_index: usesIndex,
        http: {
          request: 'GET /api/1/quotations/{id}/rate_options',
          cards_offered: offered,
          median_ms: ms(median(httpTimes)),
          p95_ms: ms(percentile(sorted(httpTimes), 95)),
        },
        sql: {
          request: 'the quotation, the pricing settings and the lane lookup through pg',
          cards_found: found,
          median_ms: ms(median(sqlTimes)),
          p95_ms: ms(percentile(sorted(sqlTimes), 95)),
        },
        ratio: Math.round((median(httpTimes) / median(sqlTimes)) * 10) / 10,
        target_ms: 100,
        // The target is the typical answer (median); p95 is reported beside it, as it moves with the machine's load.
        under_target: median(httpTimes) < 100,
      };
      log(
        `HTTP median ${summary.http.median_ms} ms, p95 ${summary.http.p95_ms} ms (${offered} cards offered); ` +
          `SQL median ${summary.sql.median_ms} ms (${found} cards); HTTP/SQL ${summary.ratio}x; lane index used: ${usesIndex}`,
      );
      return summary;
    },
  });
}

await runWhenStarted(import.meta.url, run);
