import { type LiveEvent, liveEventSchema } from '@freight/domain';
import pg from 'pg';
import { LIVE_EVENTS_CHANNEL } from './publish-event';

export interface EventListenerOptions {
  /** How to reach the database: a dedicated client is made from these (never one held from the pool). */
  connection: pg.ClientConfig;
  onEvent: (event: LiveEvent) => void;
  /** Other channels heard on the same connection, each with what to do with a payload. */
  also?: Readonly<Record<string, (payload: string) => void>>;
  /**
   * Told each time LISTEN comes into place and each time the connection is lost: whoever relies on hearing
   * every notification (a cache that one clears) must not rely on it in between.
   */
  onListeningChange?: (listening: boolean) => void;
  /** Told when the connection is lost and when it is back (operators see a flapping database in the log). */
  log?: (message: string) => void;
  /** First wait before reconnecting (ms), doubled after each failure up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface EventListener {
  /** Resolves once LISTEN is in place the first time (or rejects if the first connection fails). */
  ready: Promise<void>;
  /** Whether LISTEN is in place now. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * One LISTEN connection for this process on `shipdesk_events` (and the channels of `also`). If the database drops it (a restart, a
 * failover, an idle-connection killer), it reconnects with backoff and LISTENs again; events sent while it was
 * away are lost, which is why the web also refetches after reconnecting. Payloads that are not a live event
 * (someone's hand-made NOTIFY) are ignored.
 */
export function listenForEvents(options: EventListenerOptions): EventListener {
  const { minDelayMs = 250, maxDelayMs = 10_000 } = options;
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let resolveReady: () => void;
  let rejectReady: (error: Error) => void;
  let first = true;
  let isListening = false;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // An unhandled rejection would crash the process when nobody awaits `ready`.
  ready.catch(() => {});

  const also = options.also ?? {};
  const onNotification = (message: pg.Notification) => {
    const handler = Object.hasOwn(also, message.channel) ? also[message.channel] : undefined;
    if (handler) return handler(message.payload ?? '');
    if (message.channel !== LIVE_EVENTS_CHANNEL || !message.payload) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.payload);
    } catch {
      return;
    }
    const event = liveEventSchema.safeParse(parsed);
    if (event.success) options.onEvent(event.data);
  };

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** Math.min(failures, 16));
    failures++;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  const dropped = (current: pg.Client) => {
    if (client !== current) return;
    client = undefined;
    if (isListening) options.onListeningChange?.(false);
    isListening = false;
    current.removeAllListeners('notification');
    current.end().catch(() => {});
    if (!closed) {
      options.log?.('Live updates: lost the database connection; reconnecting');
      scheduleReconnect();
    }
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const current = new pg.Client(options.connection);
    client = current;
    current.on('error', () => dropped(current));
    current.on('end', () => dropped(current));
    current.on('notification', onNotification);
    try {
      await current.connect();
      for (const channel of [LIVE_EVENTS_CHANNEL, ...Object.keys(also)]) {
        await current.query(`listen ${current.escapeIdentifier(channel)}`);
      }
      if (client !== current) return;
      isListening = true;
      options.onListeningChange?.(true);
      if (failures > 0) options.log?.('Live updates: listening again');
      failures = 0;
      if (first) {
        first = false;
        resolveReady();
      }
    } catch (error) {
      if (first) {
        first = false;
        rejectReady(error as Error);
      }
      dropped(current);
    }
  }

  void connect();
  return {
    ready,
    listening: () => isListening,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (isListening) options.onListeningChange?.(false);
      isListening = false;
      if (current) await current.end().catch(() => {});
    },
  };
}
