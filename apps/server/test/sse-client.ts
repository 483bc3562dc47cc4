/** One message of a server-sent events stream, as a browser's EventSource reads it (comments kept apart). */
export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export interface SseConnection {
  status: number;
  headers: Headers;
  messages: SseMessage[];
  /** The change events' data, parsed. */
  changes(): unknown[];
  /** Resolves with the first message (from the start) that matches, or rejects after `timeoutMs`. */
  waitFor(match: (message: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `GET /api/1/events` over real HTTP and reads its messages as they come. */
export async function openEventStream(baseUrl: string, cookie?: string): Promise<SseConnection> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/1/events`, {
    headers: { accept: 'text/event-stream', ...(cookie && { cookie }) },
    signal: abort.signal,
  });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let finished = false;
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          messages.push(...parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    } finally {
      finished = true;
      for (const wake of waiters) wake();
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    messages,
    ended,
    changes: () => messages.filter((m) => m.event === 'change').map((m) => JSON.parse(m.data ?? 'null')),
    close: () => abort.abort(),
    waitFor: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (found || finished) {
            waiters.delete(check);
            clearTimeout(timer);
            if (found) resolve(found);
            else reject(new Error(`the stream ended first; it sent ${JSON.stringify(messages)}`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

function parseBlock(block: string): SseMessage[] {
  const message: SseMessage = {};
  const comments: SseMessage[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      comments.push({ comment: line.slice(1).trim() });
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event' || field === 'data' || field === 'retry') message[field] = value;
  }
  return Object.keys(message).length > 0 ? [...comments, message] : comments;
}

export const isChange = (kind: string, id?: number) => (message: SseMessage) => {
  if (message.event !== 'change') return false;
  const data = JSON.parse(message.data ?? '{}') as { kind: string; ids: number[] };
  return data.kind === kind && (id === undefined || data.ids.includes(id));
};
