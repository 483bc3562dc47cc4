import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEcbFeedServer } from '../../../test/ecb-feed-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { startExchangeRateJob } from './exchange-rates.import';
import * as repo from './exchange-rates.repository';

let feed: Awaited<ReturnType<typeof startEcbFeedServer>>;
let t: TestApp;
beforeAll(async () => {
  feed = await startEcbFeedServer();
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await feed?.close();
});

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('the daily exchange-rate job', () => {
  it('a shutdown during a fetch ends it without recording a failure', async () => {
    const logged: string[] = [];
    const stop = startExchangeRateJob(t.db, { url: `${feed.origin}/slow` }, (m) => logged.push(m), 10);
    await until(async () => feed.requests.includes('/slow'));
    stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(await repo.findFeedStatus(t.db)).toBeUndefined();
    expect(logged).toEqual([]);
  });

  it('imports the feed once when due, and not again while the import is fresh', async () => {
    const logged: string[] = [];
    const stop = startExchangeRateJob(t.db, { url: feed.dailyUrl }, (m) => logged.push(m), 10);
    await until(async () => (await repo.findFeedStatus(t.db))?.last_success_at != null);
    stop();
    expect(logged).toEqual(['exchange rates of 2026-11-26 imported (30 written)']);
    expect((await repo.ratesInForce(t.db, '2026-11-26')).length).toBe(30);
    const fetched = feed.requests.filter((url) => url === '/eurofxref-daily.xml').length;
    const again = startExchangeRateJob(t.db, { url: feed.dailyUrl }, (m) => logged.push(m), 10);
    await new Promise((r) => setTimeout(r, 300));
    again();
    expect(feed.requests.filter((url) => url === '/eurofxref-daily.xml').length).toBe(fetched);
  });
});
