import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

function originOf(text: string): string | undefined {
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by pages of another origin (CSRF), on top of SameSite cookies.
 * Browsers send Origin on such requests, or at least Sec-Fetch-Site; clients that send neither (curl,
 * scripts) are not browsers carrying someone else's cookies. A request authenticated by an API token carries no
 * cookie at all: a page of another origin cannot send it a header without the token, so there is nothing to forge.
 */
export function refuseCrossOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method) || request.auth?.apiToken) return;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    // Same origin means the same scheme, host and port (URL normalises default ports and case).
    const own = originOf(`${request.protocol}://${request.host}`);
    if (!own || originOf(origin) !== own) {
      throw AppError.forbidden('Cross-origin request refused');
    }
    return;
  }
  if (origin === 'null' || request.headers['sec-fetch-site'] === 'cross-site') {
    throw AppError.forbidden('Cross-origin request refused');
  }
}
