import { describe, expect, it } from 'vitest';
import { WriteClearedCache } from './write-cleared-cache';

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
