import { LIVE_CHANGE_EVENT, type LiveChange, liveChangeSchema } from '@freight/domain';
import { liveReconnectDelay } from './liveReconnectDelay';

/** The part of the browser's EventSource this uses (a test can hand in its own). */
export interface LiveSource {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface LiveUpdatesOptions {
  url: string;
  onChange: (change: LiveChange) => void;
  /** The stream dropped (a sign-out elsewhere ends it: the caller checks the session). */
  onDisconnect?: () => void;
  /** The stream is back after a drop: whatever changed meanwhile was missed. */
  onReconnect?: () => void;
  createSource?: (url: string) => LiveSource;
  delay?: (attempt: number) => number;
}

/**
 * Keeps one event stream open until `stop()` is called. EventSource retries by itself only while the server
 * answers 200; after a 401 or 5xx it gives up for good, and its own retry hammers a restarting server. So on
 * any error this closes it and opens a new one itself, waiting longer after each failed attempt (see
 * liveReconnectDelay); a stream that opens resets the wait.
 */
export function connectLiveUpdates(options: LiveUpdatesOptions): () => void {
  const create = options.createSource ?? ((url: string) => new EventSource(url));
  const delay = options.delay ?? liveReconnectDelay;
  let source: LiveSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let dropped = false;
  let stopped = false;

  const open = () => {
    timer = undefined;
    if (stopped) return;
    const current = create(options.url);
    source = current;
    current.onopen = () => {
      attempt = 0;
      if (dropped) {
        dropped = false;
        options.onReconnect?.();
      }
    };
    current.addEventListener(LIVE_CHANGE_EVENT, (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const change = liveChangeSchema.safeParse(data);
      if (change.success) options.onChange(change.data);
    });
    current.onerror = () => {
      current.close();
      if (stopped || source !== current) return;
      source = undefined;
      if (!dropped) {
        dropped = true;
        options.onDisconnect?.();
      }
      timer = setTimeout(open, delay(attempt++));
    };
  };

  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
    source = undefined;
  };
}
