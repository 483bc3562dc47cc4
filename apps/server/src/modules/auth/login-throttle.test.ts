import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app';
import { THROTTLE_LIMITS } from './login-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const signIn = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/1/auth/login', payload: { email, password }, remoteAddress });

async function guess(email: string, remoteAddress: string, times: number) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await signIn(email, `wrong-${i}`, remoteAddress)).statusCode);
  return codes;
}

describe('sign-in throttle', () => {
  it('checks at most 10 of 32 parallel guesses on one account from one address, the right password included', async () => {
    const user = await t.createUser();
    const passwords = [...Array.from({ length: 31 }, (_, i) => `wrong-${i}`), TEST_PASSWORD];
    const answers = await Promise.all(passwords.map((p) => signIn(user.email, p, '10.20.0.1')));
    const checked = answers.filter((a) => a.statusCode !== 429);
    expect(checked).toHaveLength(THROTTLE_LIMITS.pair);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(32 - THROTTLE_LIMITS.pair);
    // Once over the limit the right password does not get in either.
    expect((await signIn(user.email, TEST_PASSWORD, '10.20.0.1')).statusCode).toBe(429);
  });

  it('answers 429 with the message and a Retry-After after 10 failures for one account from one address', async () => {
    const user = await t.createUser();
    expect(await guess(user.email, '10.21.0.1', 10)).toEqual(Array(10).fill(401));
    const blocked = await signIn(user.email, TEST_PASSWORD, '10.21.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('lets the owner in from an address they used before while someone guesses from elsewhere', async () => {
    const victim = await t.createUser();
    expect((await signIn(victim.email, TEST_PASSWORD, '10.22.0.1')).statusCode).toBe(200);
    // An attacker rotating addresses: 2 guesses from each of 15 addresses, never over the per-pair limit.
    for (let i = 0; i < 15; i++) await guess(victim.email, `10.23.0.${i + 1}`, 2);
    // The account is now closed to addresses it never signed in from...
    expect((await signIn(victim.email, TEST_PASSWORD, '10.24.0.1')).statusCode).toBe(429);
    // ...but its owner, at their usual address, is not locked out.
    expect((await signIn(victim.email, TEST_PASSWORD, '10.22.0.1')).statusCode).toBe(200);
  });

  it('does not shut an office out after a few failures: the per-address limit is wider', async () => {
    const office = '10.25.0.1';
    const clumsy = await t.createUser();
    expect(await guess(clumsy.email, office, 10)).toEqual(Array(10).fill(401));
    const colleague = await t.createUser();
    expect((await signIn(colleague.email, TEST_PASSWORD, office)).statusCode).toBe(200);
  });

  it('stops one address spraying many accounts at the per-address limit', async () => {
    const sprayer = '10.26.0.1';
    for (let i = 0; i < THROTTLE_LIMITS.address; i++) {
      expect((await signIn(`nobody-${i}@example.com`, 'x', sprayer)).statusCode).toBe(401);
    }
    const user = await t.createUser();
    expect((await signIn(user.email, TEST_PASSWORD, sprayer)).statusCode).toBe(429);
    expect((await signIn(user.email, TEST_PASSWORD, '10.26.0.2')).statusCode).toBe(200);
  });

  it('does not count successful sign-ins, and a success clears the account-and-address count', async () => {
    const user = await t.createUser();
    for (let round = 0; round < 3; round++) {
      expect(await guess(user.email, '10.27.0.1', 9)).toEqual(Array(9).fill(401));
      expect((await signIn(user.email, TEST_PASSWORD, '10.27.0.1')).statusCode).toBe(200);
    }
  });

  it('doubles the next window after one that ended over the limit', async () => {
    const user = await t.createUser();
    await guess(user.email, '10.28.0.1', 11);
    const key = `pair:${user.email}|10.28.0.1`;
    await t.db.execute(
      sql`update login_throttle set window_ends_at = now() - interval '1 second' where key = ${key}`,
    );
    expect((await signIn(user.email, 'wrong', '10.28.0.1')).statusCode).toBe(401);
    const { rows } = await t.db.execute<{ strikes: number; minutes: number }>(
      sql`select strikes, extract(epoch from window_ends_at - window_started_at) / 60 as minutes
          from login_throttle where key = ${key}`,
    );
    expect(rows[0]).toMatchObject({ strikes: 1 });
    expect(Number(rows[0]!.minutes)).toBeCloseTo(30, 0);
  });
});

describe('client address behind a proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await proxied.close();
  });

  const viaProxy = (app: TestApp, email: string, password: string, forwardedFor: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/1/auth/login',
      payload: { email, password },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' },
    });

  it('counts the forwarded address of a trusted proxy, so one client does not lock out everyone behind it', async () => {
    const user = await proxied.createUser();
    for (let i = 0; i < 10; i++) {
      expect((await viaProxy(proxied, user.email, 'wrong', '198.51.100.7')).statusCode).toBe(401);
    }
    expect((await viaProxy(proxied, user.email, TEST_PASSWORD, '198.51.100.7')).statusCode).toBe(429);
    const res = await viaProxy(proxied, user.email, TEST_PASSWORD, '198.51.100.8');
    expect(res.statusCode).toBe(200);
    // The proxy said the client used https: the session cookie is Secure.
    expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
  });

  it('ignores X-Forwarded-For from a client when no proxy is trusted', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i++) {
      expect((await viaProxy(t, user.email, 'wrong', `198.51.100.${i + 20}`)).statusCode).toBe(401);
    }
    // Every guess came from 127.0.0.1 whatever the header claimed.
    expect((await viaProxy(t, user.email, TEST_PASSWORD, '198.51.100.99')).statusCode).toBe(429);
    const res = await signIn(user.email, TEST_PASSWORD, '10.29.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy();
  });
});
