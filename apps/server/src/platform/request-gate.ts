import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setAnswerHeaders } from './answer-headers';
import { refuseCrossOrigin } from './origin-check';
import { assertRouteAccess } from './permission-guard';
import { resolveSession, type SessionPluginOptions } from './session-plugin';

export interface RequestGateOptions {
  session: SessionPluginOptions;
  /**
   * Refusals a module adds once the caller and their grants are known (the temporary-password gate), run in
   * order before the cross-origin check; each throws to refuse.
   */
  checks?: ReadonlyArray<(request: FastifyRequest) => void>;
}

/**
 * Everything a request passes before its route, in one hook and in this order: the answer's standing headers,
 * the caller (session cookie or API token), the route's declared access, the modules' checks, and the
 * cross-origin refusal of writes. One pass instead of a hook per concern: each hook Fastify runs costs a
 * promise and a turn of its hook runner on every request, more than most of these checks themselves. For the
 * same reason it is a plain hook that waits only when the caller must be read from the database.
 */
export const requestGate = fp(async (app: FastifyInstance, opts: RequestGateOptions) => {
  const checks = opts.checks ?? [];
  const checkAccess = (request: FastifyRequest) => {
    assertRouteAccess(request);
    for (const check of checks) check(request);
    refuseCrossOrigin(request);
  };
  app.decorateRequest('auth', null);
  app.addHook('onRequest', (request, reply, done) => {
    setAnswerHeaders(request, reply);
    const waiting = resolveSession(request, opts.session);
    // Thrown here, a refusal is handed on by Fastify's hook runner as the hook's error.
    if (!waiting) {
      checkAccess(request);
      done();
      return;
    }
    waiting.then(() => {
      try {
        checkAccess(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    }, done);
  });
});
