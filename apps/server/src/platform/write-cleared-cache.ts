import type { FastifyInstance, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Anything a write must empty before its answer goes out. */
interface Forgetful {
  clear(): void;
}

interface Entry<V> {
  value: Promise<V>;
  storedAt: number;
}

/** Beyond this many keys the cache starts again empty (keys are few: a day's periods, a page size). */
const MAX_KEYS = 100;

/**
 * Answers read lately, per key, for at most `ttlMs`, emptied by `clear()` (see `forgetOnWrites`). A read in
 * progress is shared: the callers that arrive while it runs wait for it instead of sending its statements
 * again. A read that fails is not kept. With `ttlMs` 0 nothing is kept.
 */
export class WriteClearedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  read(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const found = this.entries.get(key);
    if (found && now - found.storedAt < this.ttlMs) return found.value;
    if (this.entries.size >= MAX_KEYS) this.entries.clear();
    const entry: Entry<V> = { value: load(), storedAt: now };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  /**
   * Forgets everything. A read still running keeps answering the callers already waiting for it (they asked
   * before the write was answered), but no later caller gets it.
   */
  clear(): void {
    this.entries.clear();
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const mayWrite = (method: string | string[]) =>
  (Array.isArray(method) ? method : [method]).some((name) => !READ_ONLY_METHODS.has(name.toUpperCase()));

/**
 * Empties the given caches before the answer of any request that may have written goes out, so the writer's
 * next read (and everyone's) is made after the change. Writes from another process or a background job are
 * not seen here: each cache says how it deals with them. The hook is given only to the routes that accept a
 * method other than GET, HEAD or OPTIONS (routes registered after this plugin): a read then runs no hook for
 * it, where an app-wide hook cost every read a promise and a turn of the answer's hook runner.
 */
export const forgetOnWrites = fp(async (app: FastifyInstance, opts: { caches: Forgetful[] }) => {
  const forget: onSendHookHandler = (request, _reply, payload, done) => {
    if (!READ_ONLY_METHODS.has(request.method)) for (const cache of opts.caches) cache.clear();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (!mayWrite(route.method)) return;
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), forget];
  });
});
