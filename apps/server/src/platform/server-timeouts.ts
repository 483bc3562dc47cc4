/**
 * How long the HTTP server waits for a client, so that no connection is held without bound (a client that
 * stops sending halfway, a keep-alive connection nobody uses, a handler that never answers). All in ms.
 */
export interface ServerTimeouts {
  /** From a connection's first byte to the end of the request line and headers (node's headersTimeout). */
  headersMs: number;
  /** From a request's first byte to the end of its body, an upload's included (requestTimeout). */
  requestMs: number;
  /** How long an idle keep-alive connection stays open between two requests (keepAliveTimeout). */
  keepAliveMs: number;
  /**
   * A connection on which nothing is read or written for this long is closed (Fastify's connectionTimeout,
   * node's server.timeout): it bounds a handler that never answers. Live-update streams send a line every
   * 25 s, so this must stay well above that.
   */
  idleMs: number;
}

/** Long enough for a slow mobile upload of the largest file, short enough that a stuck client goes. */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 30_000,
  requestMs: 300_000,
  // Above the 60 s idle timeout of common proxies and load balancers, so that they close first.
  keepAliveMs: 72_000,
  idleMs: 120_000,
};

/** Fastify's options for these timeouts. */
export function fastifyTimeoutOptions(timeouts: ServerTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node looks for connections past headersTimeout or requestTimeout this often (30 s by default, which
      // would let a short headers timeout run up to 30 s late).
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(timeouts.headersMs / 2))),
    },
  };
}
