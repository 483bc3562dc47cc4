import { noContentSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import { loginRequestSchema, loginResponseSchema, meResponseSchema } from './auth';

const api = endpointGroup(['auth']);

/** Sign-in, the current session, sign-out (docs/api.md, Sessions). */
export const authApi = {
  login: api.post('/auth/login', { body: loginRequestSchema, status: 200, response: loginResponseSchema }),
  me: api.get('/auth/me', { response: meResponseSchema }),
  logout: api.post('/auth/logout', { status: 204, response: noContentSchema }),
};
