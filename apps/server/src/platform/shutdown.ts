import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** Close the listener once no connection or request has come for this long (ms). */
  quietMs?: number;
  /** ... or after this long at most, however busy (ms). */
  maxMs?: number;
}

/**
 * Makes `app.close()` finish what the server accepted. Fastify's own close stops listening at once: the
 * connections still waiting in the kernel's accept queue are then reset, and `server.close()` destroys every
 * connection without a request *in progress*, including fresh ones whose request bytes have arrived but not
 * yet been read (the probe saw 24 of 32 such requests reset). Here closing is a drain instead:
 *
 * 1. Fastify marks itself closing (before the preClose hooks), so a request that arrives from now on is
 *    answered 503 with `Connection: close` (`return503OnClosing`), and the readiness check fails with it.
 * 2. Requests already running finish normally, with `Connection: close` so keep-alive clients move on.
 * 3. The listener stays open, accepting and answering (503) whatever was already queued, until nothing has
 *    arrived for `quietMs` and nothing is running (or `maxMs` passed); only then does Fastify stop listening.
 *
 * `stopAccepting` closes the listener at once instead (connections still queued are reset): for a cluster
 * worker whose primary is gone, which must free the port for a restart rather than keep serving.
 *
 * Call before `listen` (hooks cannot be added later).
 */
export function drainOnClose(
  app: FastifyInstance,
  { quietMs = 300, maxMs = 10_000 }: DrainOptions = {},
): { stopAccepting(): void } {
  const running = new Set<ServerResponse>();
  let lastArrival = Date.now();
  let draining = false;
  app.server.on('connection', () => {
    lastArrival = Date.now();
  });
  app.server.prependListener('request', (_request, response) => {
    lastArrival = Date.now();
    if (draining) response.setHeader('connection', 'close');
    running.add(response);
    response.once('close', () => running.delete(response));
  });
  app.addHook('preClose', async () => {
    draining = true;
    for (const response of running) if (!response.headersSent) response.setHeader('connection', 'close');
    const deadline = Date.now() + maxMs;
    const quiet = () => running.size === 0 && Date.now() - lastArrival >= quietMs;
    while (Date.now() < deadline) {
      if (quiet()) {
        // A timer can see "quiet" right after the event loop was blocked, before the poll phase has taken the
        // connections that queued meanwhile: let one poll phase pass (setImmediate runs after it), then look again.
        await new Promise((resolve) => setImmediate(resolve));
        if (quiet()) break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  return {
    stopAccepting: () => {
      if (!app.server.listening) return;
      draining = true;
      // Fastify's own close later meets a closed server and carries on (it ignores ERR_SERVER_NOT_RUNNING).
      app.server.close();
    },
  };
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT (or when `trigger` is called, e.g. by a cluster primary's
 * message), then exits 0; a second signal exits at once with 1. A request to stop that is not a signal
 * never counts as the second one (a terminal's Ctrl+C reaches every process of a cluster as well).
 */
export function onShutdown(stop: (reason: string) => Promise<void>, log: (message: string) => void) {
  let stopping = false;
  let signals = 0;
  const run = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log(`${reason}: finishing requests and stopping`);
    try {
      await stop(reason);
      log('Stopped cleanly');
      process.exit(exitCode);
    } catch (error) {
      console.error('[shipdesk] Stopping failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    signals++;
    if (signals > 1) {
      log('Second signal: exiting at once');
      process.exit(1);
    }
    void run(`${signal} received`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return { trigger: (reason: string, exitCode?: number) => void run(reason, exitCode) };
}
