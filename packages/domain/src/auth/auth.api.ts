import { endpointGroup } from '../api/endpoint-group';
import { loginRequestSchema, loginResponseSchema, meResponseSchema, sessionResponseSchema } from './auth';

const api = endpointGroup(['auth']);

/** Sign-in, the current session, sign-out (docs/api.md, Sessions). */
export const authApi = {
  login: api.action('/auth/login', { body: loginRequestSchema, response: loginResponseSchema }),
  me: api.get('/auth/me', { response: meResponseSchema }),
  /** What a page load asks: signed out is an answer (`{user: null}`), not a 401 the browser logs as an error. */
  session: api.get('/auth/session', { response: sessionResponseSchema }),
  logout: api.command('/auth/logout'),
};
