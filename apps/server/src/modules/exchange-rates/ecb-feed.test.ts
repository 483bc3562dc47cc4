import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_ECB_FILE, startEcbFeedServer } from '../../../test/ecb-feed-server';
import { FeedError, fetchFeed, parseEcbFeed } from './ecb-feed';
import { isImportDue } from './exchange-rates.import';

let feed: Awaited<ReturnType<typeof startEcbFeedServer>>;
beforeAll(async () => {
  feed = await startEcbFeedServer();
});
afterAll(async () => {
  await feed?.close();
});

describe('parseEcbFeed', () => {
  it('reads the recorded ECB file: every rate against EUR, kept as the text it was written in', () => {
    const parsed = parseEcbFeed(RECORDED_ECB_FILE.toString('utf8'));
    expect(parsed.base).toBe('EUR');
    expect(parsed.days).toHaveLength(1);
    const [day] = parsed.days;
    expect(day!.date).toBe('2026-11-26');
    expect(day!.rates).toHaveLength(30);
    expect(day!.rates).toContainEqual({ quote: 'USD', rate: '1.0812' });
    expect(day!.rates).toContainEqual({ quote: 'ISK', rate: '150.10' });
    expect(day!.rates).toContainEqual({ quote: 'IDR', rate: '17180.45' });
  });

  it('reads several days (the ECB history files) and ignores the namespace prefixes', () => {
    const xml = `<?xml version="1.0"?><gesmes:Envelope xmlns:gesmes="g" xmlns="e"><Cube>
      <Cube time="2026-11-26"><Cube currency="USD" rate="1.0812"/></Cube>
      <Cube time="2026-11-25"><Cube currency="USD" rate="1.0790"/><Cube currency="GBP" rate="0.8611"/></Cube>
    </Cube></gesmes:Envelope>`;
    expect(parseEcbFeed(xml).days.map((day) => [day.date, day.rates.length])).toEqual([
      ['2026-11-26', 1],
      ['2026-11-25', 2],
    ]);
  });

  it.each([
    ['<gesmes:Envelope><Cube><Cube time="2026-11-27">', /^The feed is not well-formed XML \(line 1: /],
    ['<?xml version="1.0"?><rates><rate/></rates>', /^The feed is not in the ECB reference-rate format: /],
    [
      '<Envelope><Cube><Cube time="2026-11-27"><Cube currency="USD" rate="1,08"/></Cube></Cube></Envelope>',
      'The feed is not in the ECB reference-rate format: a rate is not a positive decimal number ("1,08")',
    ],
    [
      '<Envelope><Cube><Cube time="27.11.2026"><Cube currency="USD" rate="1.08"/></Cube></Cube></Envelope>',
      'The feed is not in the ECB reference-rate format: a day is not a date ("27.11.2026")',
    ],
    [
      '<Envelope><Cube><Cube time="2026-11-27"><Cube currency="USD" rate="0"/></Cube></Cube></Envelope>',
      'The feed is not in the ECB reference-rate format: a rate is zero',
    ],
  ])('refuses a file that is not a valid ECB file: %s', (xml, message) => {
    expect(() => parseEcbFeed(xml)).toThrow(FeedError);
    if (typeof message === 'string') expect(() => parseEcbFeed(xml)).toThrow(message);
    else expect(() => parseEcbFeed(xml)).toThrow(message);
  });
});

describe('fetchFeed, from a local stand-in for the ECB', () => {
  // Generous for a loaded machine; the slow path gets its own short limit.
  const limits = { timeoutMs: 10_000, maxBytes: 64 * 1024 };

  it('answers the recorded file', async () => {
    expect(await fetchFeed(feed.dailyUrl, limits)).toBe(RECORDED_ECB_FILE.toString('utf8'));
  });

  it.each([
    ['/error', 'The feed answered HTTP 500'],
    ['/huge', 'The feed is larger than 65536 bytes'],
    ['/missing', 'The feed answered HTTP 404'],
  ])('%s fails with a reason', async (path, reason) => {
    await expect(fetchFeed(`${feed.origin}${path}`, limits)).rejects.toThrow(reason);
  });

  it('a server that never answers fails at the timeout', async () => {
    await expect(fetchFeed(`${feed.origin}/slow`, { ...limits, timeoutMs: 300 })).rejects.toThrow(
      'The feed did not answer within 0.3 seconds',
    );
  });

  it('an address where nothing listens fails with the reason', async () => {
    const closed = await startEcbFeedServer();
    await closed.close();
    await expect(fetchFeed(closed.dailyUrl, limits)).rejects.toThrow(
      'The feed could not be reached (ECONNREFUSED)',
    );
  });
});

describe('isImportDue: the daily job fetches twice a day at most, and retries an hour after a failure', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
  it.each([
    [undefined, true],
    [{ last_success_at: null, last_failure_at: null }, true],
    [{ last_success_at: hoursAgo(2), last_failure_at: null }, false],
    [{ last_success_at: hoursAgo(13), last_failure_at: null }, true],
    [{ last_success_at: hoursAgo(13), last_failure_at: hoursAgo(0.5) }, false],
    [{ last_success_at: hoursAgo(13), last_failure_at: hoursAgo(1.5) }, true],
  ])('%o → %s', (status, due) => {
    expect(isImportDue(status, now)).toBe(due);
  });
});
