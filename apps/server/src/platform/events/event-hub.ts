import type { LiveEvent } from '@freight/domain';

/** One open `GET /api/1/events` answer. */
export interface LiveStream {
  userId: number;
  sessionId: string;
  /** Writes SSE text to the browser. */
  write(text: string): void;
  /** Ends the answer (the browser's EventSource then reconnects, or finds itself signed out). */
  end(): void;
}

export interface EventHubOptions {
  /** Open streams per user (tabs, devices); a new one beyond this closes that user's oldest. */
  maxPerUser?: number;
  /** Open streams in this process; beyond this a new one is refused (see `isFull`). */
  maxStreams?: number;
}

/** SSE text of one change: the browser sees kind, action and ids, never who else receives it. */
function formatChange(id: number, event: LiveEvent): string {
  const data = JSON.stringify({ kind: event.kind, action: event.action, ids: event.ids });
  return `id: ${id}\nevent: change\ndata: ${data}\n\n`;
}

/**
 * The streams open in this process, and the fan-out of each event the LISTEN connection hears to them. Kept in
 * memory on purpose: every process hears every event from PostgreSQL, so each only serves its own streams.
 */
export class EventHub {
  private readonly streams = new Set<LiveStream>();
  private readonly maxPerUser: number;
  private readonly maxStreams: number;
  private lastId = 0;

  constructor(options: EventHubOptions = {}) {
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
    const own = [...this.streams].filter((s) => s.userId === stream.userId);
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

  publish(event: LiveEvent): void {
    const id = ++this.lastId;
    const text = formatChange(id, event);
    const only = event.user_ids ? new Set(event.user_ids) : undefined;
    for (const stream of this.streams) if (!only || only.has(stream.userId)) stream.write(text);
  }

  /** The sessions behind the open streams, each once (the heartbeat checks each session once). */
  sessions(): string[] {
    return [...new Set([...this.streams].map((s) => s.sessionId))];
  }

  /** Closes every stream of these sessions (they ended). */
  closeSessions(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const stream of [...this.streams]) if (ended.has(stream.sessionId)) this.close(stream);
  }

  /** Writes a comment line to every stream, so proxies and browsers keep an idle stream open. */
  heartbeat(): void {
    for (const stream of this.streams) stream.write(': keep-alive\n\n');
  }

  closeAll(): void {
    for (const stream of [...this.streams]) this.close(stream);
  }
}
