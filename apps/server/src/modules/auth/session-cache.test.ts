import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../platform/auth-context';
import { type CachedSession, SessionCache } from './session-cache';

const auth = { sessionId: 's1', permissions: {} } as unknown as AuthContext;
const session = (expiresAt = 1_000_000): CachedSession => ({
  auth,
  expiresAt,
  lastSeenAt: 0,
  persistent: false,
});

function cacheAt(start = 0, options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = { now: start };
  const cache = new SessionCache({ ...options, now: () => clock.now });
  cache.setEnabled(true);
  return { cache, clock };
}

describe('SessionCache', () => {
  it('answers a stored session until its time to live is over', () => {
    const { cache, clock } = cacheAt(0, { ttlMs: 10_000 });
    cache.store('s1', session(), cache.ticket());
    clock.now = 9_999;
    expect(cache.get('s1')?.auth).toBe(auth);
    clock.now = 10_000;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('never answers a session past its expiry', () => {
    const { cache, clock } = cacheAt(0);
    cache.store('s1', session(5_000), cache.ticket());
    clock.now = 5_000;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps the extended expiry of a session this process touched', () => {
    const { cache, clock } = cacheAt(0);
    cache.store('s1', session(5_000), cache.ticket());
    cache.touched('s1', 4_000, 9_000);
    clock.now = 6_000;
    expect(cache.get('s1')).toMatchObject({ lastSeenAt: 4_000, expiresAt: 9_000 });
  });

  it('does not store what was read before a clear (the read may predate the change)', () => {
    const { cache } = cacheAt();
    const ticket = cache.ticket();
    cache.clear();
    cache.store('s1', session(), ticket);
    expect(cache.get('s1')).toBeUndefined();
    cache.store('s1', session(), cache.ticket());
    expect(cache.get('s1')).toBeDefined();
  });

  it('forgets everything on clear', () => {
    const { cache } = cacheAt();
    cache.store('s1', session(), cache.ticket());
    cache.store('s2', session(), cache.ticket());
    cache.clear();
    expect([cache.get('s1'), cache.get('s2'), cache.size]).toEqual([undefined, undefined, 0]);
  });

  it('is off until enabled, and forgets and stops storing while LISTEN is lost', () => {
    const cache = new SessionCache({ now: () => 0 });
    cache.store('s1', session(), cache.ticket());
    expect(cache.get('s1')).toBeUndefined();
    cache.setEnabled(true);
    cache.store('s1', session(), cache.ticket());
    expect(cache.get('s1')).toBeDefined();
    cache.setEnabled(false);
    expect(cache.get('s1')).toBeUndefined();
    cache.store('s2', session(), cache.ticket());
    expect(cache.size).toBe(0);
  });

  it('drops the oldest session beyond its size', () => {
    const { cache } = cacheAt(0, { maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) cache.store(id, session(), cache.ticket());
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, true, true]);
  });
});
