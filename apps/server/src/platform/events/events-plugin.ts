import { eventsApi } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import type { AuthContext } from '../auth-context';
import { contractRoute } from '../contract-route';
import { AppError } from '../errors';
import { API_PREFIX } from '../permission-guard';
import { EventHub, type LiveStream } from './event-hub';
import { listenForEvents } from './event-listener';
import type { LiveReadRules } from './live-read-rules';

export interface EventsPluginOptions {
  /** The database to LISTEN on (a dedicated connection is made from this). */
  connection: pg.ClientConfig;
  /**
   * Which of the given sessions still stand (the auth module's rule, without extending them: a stream is not
   * activity), each with its user and grants as they are now. Asked once per heartbeat for every open stream's
   * session together.
   */
  liveSessions: (sessionIds: readonly string[]) => Promise<ReadonlyMap<string, AuthContext>>;
  /** Who may hear of each kind of change: the modules' read rules, one per kind (see EventHub). */
  readRules: LiveReadRules;
  /** Comment line and session check interval (ms). */
  heartbeatMs?: number;
  /** The reconnect delay the browser is told to use (ms). */
  retryMs?: number;
  maxPerUser?: number;
  maxStreams?: number;
  log?: (message: string) => void;
  /** Other channels heard on the same LISTEN connection (see listenForEvents). */
  also?: Readonly<Record<string, (payload: string) => void>>;
  onListeningChange?: (listening: boolean) => void;
}

/** Below the usual proxies' 30 to 60 s idle timeouts, so an open stream is never cut for being quiet. */
export const DEFAULT_LIVE_HEARTBEAT_MS = 25_000;

/**
 * `GET /api/1/events`: this process's open event streams, fed by its one LISTEN connection (see
 * listenForEvents and EventHub). A stream ends when its session does (checked at each heartbeat, which also
 * takes up the user's grants as they are then), when the
 * same user opens too many, and when the server shuts down: before the drain starts waiting for requests to
 * finish, or a graceful shutdown would wait for streams that never do.
 */
export const eventsPlugin = fp(async (app: FastifyInstance, opts: EventsPluginOptions) => {
  const heartbeatMs = opts.heartbeatMs ?? DEFAULT_LIVE_HEARTBEAT_MS;
  const retryMs = opts.retryMs ?? 3_000;
  const hub = new EventHub({
    rules: opts.readRules,
    log: opts.log,
    maxPerUser: opts.maxPerUser,
    maxStreams: opts.maxStreams,
  });
  const listener = listenForEvents({
    connection: opts.connection,
    onEvent: (event) => void hub.publish(event),
    also: opts.also,
    onListeningChange: opts.onListeningChange,
    log: opts.log,
  });
  let closing = false;

  const beat = async () => {
    const open = hub.sessions();
    // A database that does not answer is no proof the sessions ended: keep the streams until it does.
    const live = await opts.liveSessions(open).catch(() => undefined);
    if (live) {
      hub.closeSessions(open.filter((sessionId) => !live.has(sessionId)));
      // Grants given or taken since a stream opened count from now on, as they do for the next request.
      hub.updateReaders(live);
    }
    hub.heartbeat();
  };
  let beating = false;
  const timer = setInterval(() => {
    if (beating) return;
    beating = true;
    void beat().finally(() => {
      beating = false;
    });
  }, heartbeatMs);
  timer.unref();

  app.addHook('onReady', async () => {
    // A stream opened before LISTEN is in place would miss changes; a database that refuses it now is
    // retried in the background (the server still starts: the rest of the API works without live updates).
    await listener.ready.catch((error: Error) =>
      opts.log?.(`Live updates: could not LISTEN yet (${error.message}); retrying`),
    );
  });
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
    hub.closeAll();
  });
  app.addHook('onClose', async () => {
    await listener.close();
  });

  await app.register(
    async (api) => {
      contractRoute(api, eventsApi.stream, 'session', async ({ auth, reply }) => {
        if (closing) throw new AppError('SERVICE_UNAVAILABLE', 'The server is restarting');
        if (hub.isFull()) {
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'Too many live connections on this server; try again later',
          );
        }
        // The answer is written by hand: Fastify's reply resolves only when a streamed body ends, and a browser
        // that goes away would then be treated as a failed request. Headers set so far (security, request id)
        // are kept.
        const headers = {
          ...reply.getHeaders(),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          'x-accel-buffering': 'no',
        };
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, headers as Record<string, string>);
        const stream: LiveStream = {
          reader: auth,
          write: (text) => {
            if (!raw.writableEnded && !raw.destroyed) raw.write(text);
          },
          end: () => raw.end(),
        };
        hub.add(stream);
        raw.once('close', () => hub.remove(stream));
        raw.write(`retry: ${retryMs}\n: connected\n\n`);
        return reply;
      });
    },
    { prefix: API_PREFIX },
  );
});
