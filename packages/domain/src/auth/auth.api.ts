import { endpointGroup } from '../api/endpoint-group';
import { loginRequestSchema, loginResponseSchema, meResponseSchema } from './auth';

const api = endpointGroup(['auth']);

/** Sign-in, the current session, sign-out (docs/api.md, Sessions). */
export const authApi = {
  login: api.action('/auth/login', { body: loginRequestSchema, response: loginResponseSchema }),
  me: api.get('/auth/me', { response: meResponseSchema }),
  logout: api.command('/auth/logout'),
};
