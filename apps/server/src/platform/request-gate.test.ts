import fastifyCookie from '@fastify/cookie';
import type { EndpointDef, User } from '@freight/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthContext, can, type RouteAccess } from './auth-context';
import { registerErrorHandler } from './error-handler';
import { AppError } from './errors';
import { permissionGuard } from './permission-guard';
import { requestGate } from './request-gate';

/** The one pass every request makes before its route, against a plain app with three routes. */
let app: FastifyInstance;

const staff = (overrides: Partial<AuthContext>): AuthContext => ({
  sessionId: 'session',
  user: { id: 7, role: 'user', first_name: 'Łucja', last_name: 'Nowak' } as User,
  permissions: { contacts: ['view'] },
  ...overrides,
});
const SESSIONS: Record<string, AuthContext> = {
  viewer: staff({}),
  temporary: staff({ mustChangePassword: true }),
};

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  await app.register(permissionGuard);
  await app.register(requestGate, {
    session: {
      cookieName: 'sid',
      // A session checked lately is answered at once (`cached-…`), any other once the database has answered.
      authenticate: (token) =>
        token.startsWith('cached-')
          ? (SESSIONS[token.slice('cached-'.length)] ?? null)
          : Promise.resolve(SESSIONS[token] ?? null),
    },
    checks: [
      (request) => {
        if (request.auth?.mustChangePassword)
          throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Change it first');
      },
    ],
  });
  const route = (method: 'GET' | 'POST', url: string, access: RouteAccess) =>
    app.route({
      method,
      url,
      config: { access, endpoint: {} as EndpointDef },
      handler: async () => ({ ok: 1 }),
    });
  route('GET', '/api/1/contacts', can('contacts', 'view'));
  route('POST', '/api/1/contacts', can('contacts', 'create'));
  route('POST', '/api/1/public', 'public');
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { host: 'desk.example', ...headers } });
const FOREIGN = { origin: 'https://evil.example' };

describe('the request gate', () => {
  it('answers a signed-in reader, with the standing headers', async () => {
    const res = await call('GET', '/api/1/contacts', { cookie: 'sid=viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('checks the caller before the origin: signed out is 401, a missing grant 403, both with the headers', async () => {
    const signedOut = await call('POST', '/api/1/contacts', FOREIGN);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['content-security-policy']).toBeDefined();
    const noGrant = await call('POST', '/api/1/contacts', { ...FOREIGN, cookie: 'sid=viewer' });
    expect(noGrant.statusCode).toBe(403);
    expect(noGrant.json().error.message).toBe('You do not have create permission on contacts');
  });

  it('runs the modules’ checks after the grant and before the origin', async () => {
    const res = await call('GET', '/api/1/contacts', { cookie: 'sid=temporary' });
    expect(res.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('takes a caller known at once as one read from the database: the same answers and refusals', async () => {
    expect((await call('GET', '/api/1/contacts', { cookie: 'sid=cached-viewer' })).statusCode).toBe(200);
    expect((await call('GET', '/api/1/contacts', { cookie: 'sid=cached-nobody' })).statusCode).toBe(401);
    const noGrant = await call('POST', '/api/1/contacts', { cookie: 'sid=cached-viewer' });
    expect(noGrant.json().error.message).toBe('You do not have create permission on contacts');
    const temporary = await call('GET', '/api/1/contacts', { cookie: 'sid=cached-temporary' });
    expect(temporary.json().error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const foreign = await call('POST', '/api/1/public', { ...FOREIGN, cookie: 'sid=cached-viewer' });
    expect(foreign.json().error.message).toBe('Cross-origin request refused');
  });

  it('refuses a write from another origin, even to a public route, and lets its own origin through', async () => {
    const foreign = await call('POST', '/api/1/public', FOREIGN);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe('Cross-origin request refused');
    expect((await call('POST', '/api/1/public', { origin: 'http://desk.example' })).statusCode).toBe(200);
  });
});
