import { z } from 'zod';
import { endpointGroup } from '../api/endpoint-group';
import { userSchema } from '../users/user';
import {
  invitationAcceptSchema,
  invitationCreatedSchema,
  invitationCreateSchema,
  invitationListSchema,
  invitationTokenParamsSchema,
  publicInvitationSchema,
} from './invitations';

const api = endpointGroup(['invitations']);

/** Inviting colleagues by e-mail (users:create, within one's own grants). */
export const invitationsApi = {
  list: api.get('/invitations', {
    summary: 'Invitations with their status (pending, accepted, expired, revoked)',
    response: invitationListSchema,
  }),
  create: api.create('/invitations', {
    summary: 'Invites a colleague by e-mail: a single-use link valid 7 days',
    body: invitationCreateSchema,
    response: invitationCreatedSchema,
  }),
  revoke: api.remove('/invitations/:id', { summary: 'Revokes a pending invitation: its link stops working' }),
};

/** What the invitation link does while signed out: the token is the key; throttled per client address. */
export const publicInvitationsApi = {
  get: api.get('/public/invitations/:token', {
    summary: 'Who invited whom, with which role (410 when used, expired or revoked)',
    params: invitationTokenParamsSchema,
    response: publicInvitationSchema,
  }),
  accept: api.action('/public/invitations/:token/accept', {
    summary: 'Creates the account with the invitation role and grants and signs it in',
    params: invitationTokenParamsSchema,
    body: invitationAcceptSchema,
    response: z.object({ user: userSchema }),
  }),
};
