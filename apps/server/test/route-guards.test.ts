import { allEndpoints } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from './test-app';

/**
 * Walks every registered /api/1 route: each must declare its access, the public ones are named here
 * explicitly, every other one answers 401 without a session, and every module-guarded one answers 403
 * to a signed-in user with no grants.
 */
const PUBLIC_ROUTES = [
  'GET /api/1/health',
  'POST /api/1/auth/login',
  'POST /api/1/auth/logout',
  // What a page load asks: signed out is an answer (`{user: null}`), so it cannot need a session.
  'GET /api/1/auth/session',
  // The second sign-in step: its challenge, not a session, is what it checks.
  'POST /api/1/auth/login/two-factor',
  'GET /api/1/shared_documents/:token',
  // Readiness, for load balancers and orchestrators (no session); says only which check failed.
  'GET /api/1/health/ready',
  // Forgot password: asked while signed out; a reset link's token, not a session, is what the reset checks.
  'GET /api/1/auth/password_reset/status',
  'POST /api/1/auth/forgot_password',
  'POST /api/1/auth/reset_password',
  // The client's acceptance link of a sent quote: the token is the key; throttled per address.
  'GET /api/1/public/quotes/:token',
  'GET /api/1/public/quotes/:token/pdf',
  'GET /api/1/public/shipments/:token',
  'POST /api/1/public/shipments/:token/subscribe',
  'POST /api/1/public/shipment_subscriptions/confirm',
  'POST /api/1/public/shipment_subscriptions/unsubscribe',
  'POST /api/1/public/quotes/:token/accept',
  'POST /api/1/public/quotes/:token/decline',
  // An invitation link: its token is the key (single use, 7 days); throttled per address.
  'GET /api/1/public/invitations/:token',
  'POST /api/1/public/invitations/:token/accept',
  // Single sign-on: the login page's buttons, and the redirects to and from the provider (state, not a session).
  'GET /api/1/auth/providers',
  'GET /api/1/auth/oidc/:provider/start',
  'GET /api/1/auth/oidc/:provider/callback',
];

let t: TestApp;
let noGrantsCookie: string;
useTestApp(async (app) => {
  t = app;
  noGrantsCookie = (await t.signedInUser({ grants: {} })).cookie;
});

const concreteUrl = (url: string) => url.replace(/:[a-zA-Z_]+/g, '1');
const bodyFor = (method: string) => (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);

describe('route guards', () => {
  it('every /api/1 route declares its access, and only the named ones are public', () => {
    const routes = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(2);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    const publicOnes = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.url}`);
    expect(publicOnes.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it("the server registers exactly the contract's endpoints, each with the contract's own schemas", () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const declared = allEndpoints()
      .map((e) => `${e.method} /api/1${e.path}`)
      .sort();
    expect(registered).toEqual(declared);
    for (const route of t.app.apiRoutes) {
      const endpoint = allEndpoints().find(
        (e) => e.method === route.method && `/api/1${e.path}` === route.url,
      );
      expect(route.endpoint, `${route.method} ${route.url}`).toBe(endpoint);
    }
  });

  it('a route whose schemas do not come from the contract refuses to start', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ db: t.db, storage: t.storage });
    expect(() =>
      app.get('/api/1/handmade', { config: { access: 'session' } }, async () => 'no contract'),
    ).toThrow(/no contract endpoint/);
    await app.close();
  });

  it('every guarded route answers 401 without a session', async () => {
    for (const route of t.app.apiRoutes.filter((r) => r.access !== 'public')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        payload: bodyFor(route.method),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('every permission-guarded route answers 403 to a user without the grant', async () => {
    const guarded = t.app.apiRoutes.filter((r) => typeof r.access === 'object');
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        payload: bodyFor(route.method),
        headers: { cookie: noGrantsCookie },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('a route registered without declared access refuses to start', async () => {
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ db: t.db, storage: t.storage });
    expect(() => app.get('/api/1/unguarded', async () => 'open')).toThrow(/declares no access/);
    await app.close();
  });
});
