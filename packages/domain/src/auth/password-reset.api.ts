import { endpointGroup } from '../api/endpoint-group';
import {
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  passwordResetStatusSchema,
  resetPasswordSchema,
  temporaryPasswordSchema,
} from './password-reset';

const tags = ['auth'];
const api = endpointGroup(tags);
const users = endpointGroup(['users']);

/** Forgot password (a single-use link by e-mail) and an administrator's temporary password. */
export const passwordResetApi = {
  status: api.get('/auth/password_reset/status', {
    summary: 'Whether reset by e-mail is available (SMTP is configured)',
    response: passwordResetStatusSchema,
  }),
  forgotPassword: api.post('/auth/forgot_password', {
    summary:
      'E-mails a reset link valid 30 minutes; the same answer whether or not the address has an account',
    body: forgotPasswordSchema,
    status: 202,
    response: forgotPasswordResponseSchema,
  }),
  resetPassword: api.command('/auth/reset_password', {
    summary: "Sets a new password with a reset link's token; every session of the user ends",
    body: resetPasswordSchema,
  }),
  temporaryPassword: users.command('/users/:id/temporary_password', {
    summary: 'An administrator sets a temporary password that the user must change at the next sign-in',
    body: temporaryPasswordSchema,
  }),
};
