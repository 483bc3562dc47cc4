import type { AuthContext } from '../../platform/auth-context';

/** The PostgreSQL channel on which a statement that changes who may do what tells every process to forget. */
export const AUTH_CHANGES_CHANNEL = 'shipdesk_auth';

/** What a process keeps of a session it has checked. */
export interface CachedSession {
  auth: AuthContext;
  /** When the session ends unless it is used again (ms since the epoch), as this process last read it. */
  expiresAt: number;
  /** When the session was last marked as used (the sliding expiry is written at most once a minute). */
  lastSeenAt: number;
  persistent: boolean;
}

interface Entry extends CachedSession {
  cachedAt: number;
}

export interface SessionCacheOptions {
  /** The longest a checked session is answered from memory before it is read again. */
  ttlMs?: number;
  /** The most sessions kept; beyond it the oldest is dropped. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The sessions this process has checked lately, so a request need not read its session, user and grants
 * again: on a status page that read was a second round trip beside the page's own statement. It is kept
 * right by forgetting everything whenever anything could have changed:
 * - this process's own writes: `clear()` before the answer of every request that may write goes out
 *   (`forgetOnWrites`), so the caller's next request is checked against the database;
 * - every other process's writes: triggers on sessions, users, profiles and grants NOTIFY `shipdesk_auth`
 *   when their transaction commits, and every process clears on hearing it (a few milliseconds later);
 * - a lost LISTEN connection: the cache is off until LISTEN is back (`setEnabled`), since what was said
 *   meanwhile is lost;
 * - and an entry is never older than `ttlMs` nor kept past its session's expiry.
 * A read that started before a clear does not store its (possibly stale) answer: `ticket()` / `store()`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private generation = 0;
  private enabled = false;

  constructor(options: SessionCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The session as last checked, or undefined when it must be read from the database. */
  get(sessionId: string): CachedSession | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.cachedAt >= this.ttlMs || now >= entry.expiresAt) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry;
  }

  /** Taken before reading a session from the database; `store` keeps the answer only if nothing was cleared since. */
  ticket(): number {
    return this.generation;
  }

  store(sessionId: string, session: CachedSession, ticket: number): void {
    if (!this.enabled || ticket !== this.generation) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(sessionId)) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sessionId, { ...session, cachedAt: this.now() });
  }

  /** This process extended the session: the copy follows (no other process needs to know, see the trigger). */
  touched(sessionId: string, lastSeenAt: number, expiresAt: number): void {
    const entry = this.entries.get(sessionId);
    if (entry) Object.assign(entry, { lastSeenAt, expiresAt });
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** On only while every change is heard (the LISTEN connection is in place); each switch forgets all. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }
}
