import { endpoint, noContentSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import { loginResponseSchema } from './auth';
import { passwordChangeResponseSchema, passwordChangeSchema, passwordConfirmSchema } from './password-rules';
import { accountSessionListSchema, endedSessionsSchema, sessionRefParamsSchema } from './sessions';
import {
  loginTwoFactorSchema,
  recoveryCodesSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from './two-factor';

const tags = ['account security'];
const api = endpointGroup(tags);
const signIn = endpointGroup(['auth']);
const users = endpointGroup(['users']);

/** The signed-in user's own password, sessions and two-factor sign-in; an admin's 2FA reset of a user. */
export const accountSecurityApi = {
  loginTwoFactor: signIn.action('/auth/login/two-factor', {
    summary: 'Second sign-in step: a TOTP code or a recovery code for the challenge of the password step',
    body: loginTwoFactorSchema,
    response: loginResponseSchema,
  }),
  changePassword: api.action('/auth/password', {
    summary: 'Change the own password; every other session of the user ends',
    body: passwordChangeSchema,
    response: passwordChangeResponseSchema,
  }),
  listSessions: api.get('/auth/sessions', { response: accountSessionListSchema }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: '/auth/sessions/:id',
    tags,
    params: sessionRefParamsSchema,
    status: 204,
    response: noContentSchema,
  }),
  revokeOtherSessions: api.action('/auth/sessions/revoke-others', {
    summary: 'Sign out every session of the user but this one',
    response: endedSessionsSchema,
  }),
  twoFactorStatus: api.get('/auth/two-factor', { response: twoFactorStatusSchema }),
  twoFactorSetup: api.action('/auth/two-factor/setup', {
    summary: 'A new secret, pending until a code confirms it',
    response: twoFactorSetupSchema,
  }),
  twoFactorEnable: api.action('/auth/two-factor/enable', {
    summary: 'Confirms the pending secret with a code; answers ten recovery codes, shown once',
    body: twoFactorEnableSchema,
    response: recoveryCodesSchema,
  }),
  twoFactorDisable: api.command('/auth/two-factor/disable', {
    body: passwordConfirmSchema,
  }),
  twoFactorRecoveryCodes: api.action('/auth/two-factor/recovery-codes', {
    summary: 'Ten new recovery codes, confirmed with the password; the earlier ones stop working',
    body: passwordConfirmSchema,
    response: recoveryCodesSchema,
  }),
  twoFactorReset: users.remove('/users/:id/two-factor', {
    summary: "An administrator turns off a user's two-factor sign-in (a lost phone)",
  }),
};
