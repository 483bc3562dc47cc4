import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { forgetOnWrites, WriteClearedCache } from './write-cleared-cache';

function counting() {
  let reads = 0;
  return {
    load: async () => ++reads,
    get reads() {
      return reads;
    },
  };
}

describe('WriteClearedCache', () => {
  it('answers from memory within the window and reads again after it or after clear()', async () => {
    let now = 1_000;
    const cache = new WriteClearedCache<number>(5_000, () => now);
    const source = counting();
    expect(await cache.read('a', source.load)).toBe(1);
    now += 4_999;
    expect(await cache.read('a', source.load)).toBe(1);
    now += 1;
    expect(await cache.read('a', source.load)).toBe(2);
    cache.clear();
    expect(await cache.read('a', source.load)).toBe(3);
    expect(await cache.read('b', source.load)).toBe(4);
  });

  it('shares a read in progress, and keeps no failed read', async () => {
    const cache = new WriteClearedCache<number>(5_000);
    const source = counting();
    const [x, y] = await Promise.all([cache.read('a', source.load), cache.read('a', source.load)]);
    expect([x, y, source.reads]).toEqual([1, 1, 1]);
    await expect(cache.read('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('b', source.load)).toBe(2);
  });

  it('keeps nothing with a window of 0', async () => {
    const cache = new WriteClearedCache<number>(0);
    const source = counting();
    await cache.read('a', source.load);
    expect(await cache.read('a', source.load)).toBe(2);
  });
});

describe('forgetOnWrites', () => {
  async function appWithRoutes() {
    let clears = 0;
    const app = Fastify();
    await app.register(forgetOnWrites, { caches: [{ clear: () => clears++ }] });
    app.get('/read', async () => ({ ok: true }));
    app.post('/write', async () => ({ ok: true }));
    app.route({ method: ['GET', 'PUT'], url: '/both', handler: async () => ({ ok: true }) });
    app.post('/failing-write', async () => {
      throw new Error('refused');
    });
    return { app, clears: () => clears };
  }

  it('empties the caches before the answer of a write goes out, failed or not, and never for a read', async () => {
    const { app, clears } = await appWithRoutes();
    expect((await app.inject({ method: 'GET', url: '/read' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/read' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/both' })).statusCode).toBe(200);
    expect(clears()).toBe(0);
    expect((await app.inject({ method: 'POST', url: '/write' })).json()).toEqual({ ok: true });
    expect(clears()).toBe(1);
    expect((await app.inject({ method: 'PUT', url: '/both' })).statusCode).toBe(200);
    expect(clears()).toBe(2);
    expect((await app.inject({ method: 'POST', url: '/failing-write' })).statusCode).toBe(500);
    expect(clears()).toBe(3);
    await app.close();
  });
});
