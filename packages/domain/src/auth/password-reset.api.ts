import { endpoint, idParamsSchema, noContentSchema } from '../api/endpoint';
import {
  forgotPasswordResponseSchema,
  forgotPasswordSchema,
  passwordResetStatusSchema,
  resetPasswordSchema,
  temporaryPasswordSchema,
} from './password-reset';

const tags = ['auth'];

/** Forgot password (a single-use link by e-mail) and an administrator's temporary password. */
export const passwordResetApi = {
  status: endpoint({
    method: 'GET',
    path: '/auth/password_reset/status',
    tags,
    summary: 'Whether reset by e-mail is available (SMTP is configured)',
    status: 200,
    response: passwordResetStatusSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/forgot_password',
    tags,
    summary:
      'E-mails a reset link valid 30 minutes; the same answer whether or not the address has an account',
    body: forgotPasswordSchema,
    status: 202,
    response: forgotPasswordResponseSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/reset_password',
    tags,
    summary: "Sets a new password with a reset link's token; every session of the user ends",
    body: resetPasswordSchema,
    status: 204,
    response: noContentSchema,
  }),
  temporaryPassword: endpoint({
    method: 'POST',
    path: '/users/:id/temporary_password',
    tags: ['users'],
    summary: 'An administrator sets a temporary password that the user must change at the next sign-in',
    params: idParamsSchema,
    body: temporaryPasswordSchema,
    status: 204,
    response: noContentSchema,
  }),
};
