import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './passwords-limit';

/** A task that ends when the test says so. */
function task<T>(value: T) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  let started = false;
  const ended = new Promise<T>((resolve, reject) => {
    finish = () => resolve(value);
    fail = reject;
  });
  return {
    run: () => {
      started = true;
      return ended;
    },
    started: () => started,
    finish,
    fail,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('runs two at once; the third waits, and starts when one of them ends', async () => {
    const limit = concurrencyLimit(2);
    const [a, b, c] = [task('a'), task('b'), task('c')];
    const results = [a, b, c].map((t) => limit.run(t.run));
    await settle();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    expect([limit.running(), limit.waiting()]).toEqual([2, 1]);

    b.finish();
    await settle();
    expect(c.started()).toBe(true);
    a.finish();
    c.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c']);
    expect([limit.running(), limit.waiting()]).toEqual([0, 0]);
  });

  it('frees the place of a task that fails, and passes its error on', async () => {
    const limit = concurrencyLimit(1);
    const [failing, next] = [task('x'), task('next')];
    const failed = limit.run(failing.run);
    const waiting = limit.run(next.run);
    failing.fail(new Error('hash failed'));
    await expect(failed).rejects.toThrow('hash failed');
    await settle();
    expect(next.started()).toBe(true);
    next.finish();
    expect(await waiting).toBe('next');
    expect(limit.running()).toBe(0);
  });

  it('serves the waiting tasks in the order they came', async () => {
    const limit = concurrencyLimit(1);
    const order: string[] = [];
    const first = task('first');
    const running = limit.run(first.run);
    const later = ['second', 'third', 'fourth'].map((name) =>
      limit.run(async () => {
        order.push(name);
        return name;
      }),
    );
    first.finish();
    await Promise.all([running, ...later]);
    expect(order).toEqual(['second', 'third', 'fourth']);
  });
});
