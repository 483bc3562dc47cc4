import { endpoint, noContentSchema } from '../api/endpoint';
import { loginRequestSchema, loginResponseSchema, meResponseSchema } from './auth';

const tags = ['auth'];

/** Sign-in, the current session, sign-out (docs/api.md, Sessions). */
export const authApi = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    tags,
    body: loginRequestSchema,
    status: 200,
    response: loginResponseSchema,
  }),
  me: endpoint({ method: 'GET', path: '/auth/me', tags, status: 200, response: meResponseSchema }),
  logout: endpoint({ method: 'POST', path: '/auth/logout', tags, status: 204, response: noContentSchema }),
};
