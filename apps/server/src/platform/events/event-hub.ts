import type { LiveEvent } from '@freight/domain';
import type { AuthContext } from '../auth-context';
import type { LiveReadRules } from './live-read-rules';

/** One open `GET /api/1/events` answer. */
export interface LiveStream {
  /** Who listens, with their grants (as of the stream's opening, then of its last heartbeat). */
  reader: AuthContext;
  /** Writes SSE text to the browser. */
  write(text: string): void;
  /** Ends the answer (the browser's EventSource then reconnects, or finds itself signed out). */
  end(): void;
}

export interface EventHubOptions {
  /** Who may hear of each kind of change (the modules' read rules). */
  rules: LiveReadRules;
  /** Told when a visibility check fails (the streams it was for are closed, so their browsers refetch). */
  log?: (message: string) => void;
  /** Open streams per user (tabs, devices); a new one beyond this closes that user's oldest. */
  maxPerUser?: number;
  /** Open streams in this process; beyond this a new one is refused (see `isFull`). */
  maxStreams?: number;
}

/** SSE text of one change: the browser sees kind, action and ids, never who else receives it. */
function formatChange(id: number, event: LiveEvent, ids: readonly number[]): string {
  const data = JSON.stringify({ kind: event.kind, action: event.action, ids });
  return `id: ${id}\nevent: change\ndata: ${data}\n\n`;
}

/**
 * The streams open in this process, and the fan-out of each event the LISTEN connection hears to them. Kept in
 * memory on purpose: every process hears every event from PostgreSQL, so each only serves its own streams.
 *
 * Each event reaches only the listeners who may read what it names, by the rules of its kind (LiveReadRules):
 * the grant from the stream's own grants in memory, and the records' own visibility checked HERE, when
 * delivering, rather than computed as a list of users in the changing transaction. Why: who may see a public
 * task is every holder of the grant (a list without bound, in a NOTIFY limited to 8000 bytes), a change often
 * names several records each listener sees a part of, and a check at delivery uses the listener's grants of
 * now. The cost stays bounded: one load per event per process (a query or two, whatever the number of open
 * streams; none when no stream here holds the grant), the listeners then judged in memory. Deleted records
 * cannot be loaded any more: for those the deleting transaction lists who could read them (`user_ids`).
 * Events are delivered one after another, in the order heard, so a listener never sees them reordered.
 */
export class EventHub {
  private readonly streams = new Set<LiveStream>();
  private readonly rules: LiveReadRules;
  private readonly log: (message: string) => void;
  private readonly maxPerUser: number;
  private readonly maxStreams: number;
  private lastId = 0;
  private delivering: Promise<void> = Promise.resolve();

  constructor(options: EventHubOptions) {
    this.rules = options.rules;
    this.log = options.log ?? (() => {});
    this.maxPerUser = options.maxPerUser ?? 10;
    this.maxStreams = options.maxStreams ?? 2_000;
  }

  get size(): number {
    return this.streams.size;
  }

  isFull(): boolean {
    return this.streams.size >= this.maxStreams;
  }

  /** Adds a stream (Sets keep insertion order, so the first of a user's is their oldest). */
  add(stream: LiveStream): void {
    const own = [...this.streams].filter((s) => s.reader.user.id === stream.reader.user.id);
    for (const old of own.slice(0, Math.max(0, own.length - this.maxPerUser + 1))) this.close(old);
    this.streams.add(stream);
  }

  remove(stream: LiveStream): void {
    this.streams.delete(stream);
  }

  close(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    stream.end();
  }

  /** Queues the event behind those heard before it; resolves once it has been delivered. */
  publish(event: LiveEvent): Promise<void> {
    // One failed delivery must not stop the ones after it (a rejected chain would skip every later event).
    this.delivering = this.delivering
      .then(() => this.deliver(event))
      .catch((error: Error) =>
        this.log(`Live updates: could not deliver a ${event.kind} change (${error.message})`),
      );
    return this.delivering;
  }

  private async deliver(event: LiveEvent): Promise<void> {
    const rule = this.rules[event.kind];
    const listed = event.user_ids ? new Set(event.user_ids) : undefined;
    const hearers = [...this.streams].filter(
      (s) => (!listed || listed.has(s.reader.user.id)) && rule.mayHear(s.reader, event),
    );
    if (hearers.length === 0) return;
    const id = ++this.lastId;
    if (!rule.visibility || event.action === 'deleted' || event.ids.length === 0) {
      const text = formatChange(id, event, event.ids);
      for (const stream of hearers) stream.write(text);
      return;
    }
    let sees: Awaited<ReturnType<NonNullable<typeof rule.visibility>>>;
    try {
      sees = await rule.visibility(event.ids);
    } catch (error) {
      // Nobody is told of what could not be checked; their streams end, so their browsers reconnect and
      // refetch instead of missing the change.
      this.log(
        `Live updates: could not check who may read a ${event.kind} change (${(error as Error).message})`,
      );
      for (const stream of hearers) this.close(stream);
      return;
    }
    for (const stream of hearers) {
      if (!this.streams.has(stream)) continue;
      const ids = event.ids.filter(sees(stream.reader));
      if (ids.length > 0) stream.write(formatChange(id, event, ids));
    }
  }

  /** The sessions behind the open streams, each once (the heartbeat checks each session once). */
  sessions(): string[] {
    return [...new Set([...this.streams].map((s) => s.reader.sessionId))];
  }

  /** Replaces the listeners' grants with those of now (given per session; other streams are left as they are). */
  updateReaders(readers: ReadonlyMap<string, AuthContext>): void {
    for (const stream of this.streams) stream.reader = readers.get(stream.reader.sessionId) ?? stream.reader;
  }

  /** Closes every stream of these sessions (they ended). */
  closeSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const stream of [...this.streams]) if (ended.has(stream.reader.sessionId)) this.close(stream);
  }

  /** Writes a comment line to every stream, so proxies and browsers keep an idle stream open. */
  heartbeat(): void {
    for (const stream of this.streams) stream.write(': keep-alive\n\n');
  }

  closeAll(): void {
    for (const stream of [...this.streams]) this.close(stream);
  }
}
