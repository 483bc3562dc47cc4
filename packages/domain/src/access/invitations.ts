import { z } from 'zod';
import { newPasswordField } from '../auth/password-rules';
import { bodyObject, choiceField, textField } from '../shared/fields';
import { recordId } from '../shared/record-columns';
import { USER_MESSAGES } from '../users/user';
import { scopeListField } from './scopes';

/** How long an invitation link works after it was sent. */
export const INVITATION_DAYS = 7;

const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_MESSAGES = {
  accountExists: 'A user with this email already exists',
  grantsNotHeld: (grants: readonly string[]) => `You cannot grant what you do not hold: ${grants.join(', ')}`,
  onlyAdminInvitesAdmins: 'Only an administrator can invite an administrator',
  notFound: 'Invitation not found',
  unknownLink: 'This invitation link is not valid',
  linkTooLong: 'This invitation link is not valid: it is too long',
  used: 'This invitation has already been used',
  expired: 'This invitation has expired: ask for a new one',
  revoked: 'This invitation was revoked: ask for a new one',
  notPending: 'Only a pending invitation can be revoked',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  sent: 'Invitation sent',
} as const;

/** POST /invitations: who is invited, with which role and grants (each within the inviter's own). */
export const invitationCreateSchema = bodyObject({
  email: textField('Email', { max: 320, required: USER_MESSAGES.emailRequired }).pipe(
    z.email({ error: USER_MESSAGES.emailInvalid }),
  ),
  role: choiceField('Role', ['admin', 'user']).optional().default('user'),
  grants: scopeListField('Grants').optional().default([]),
});
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

/** An invitation as administrators list it: never its link's token. */
const invitationSchema = z.object({
  ...recordId(),
  email: z.string(),
  role: z.enum(['admin', 'user']),
  grants: z.array(z.string()),
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  accepted_at: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The creation's answer: the invitation and its link (also e-mailed), so the inviter can copy it once. */
export const invitationCreatedSchema = invitationSchema.extend({ link: z.string() });

export const invitationListSchema = z.object({ data: z.array(invitationSchema) });

/** The link's token as a path parameter. */
export const invitationTokenParamsSchema = z.object({
  token: z
    .string({ error: INVITATION_MESSAGES.unknownLink })
    .min(1, INVITATION_MESSAGES.unknownLink)
    .max(200, INVITATION_MESSAGES.linkTooLong),
});

/** GET /public/invitations/{token}: what the signed-out invitee is shown. */
export const publicInvitationSchema = z.object({
  email: z.string(),
  role: z.enum(['admin', 'user']),
  invited_by: z.string(),
  expires_at: z.string(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** POST /public/invitations/{token}/accept: the new account's names and password (Change Password's rules). */
export const invitationAcceptSchema = bodyObject({
  first_name: textField('First name', { max: 255, required: USER_MESSAGES.firstNameRequired }),
  last_name: textField('Last name', { max: 255, required: USER_MESSAGES.lastNameRequired }),
  password: newPasswordField({
    required: USER_MESSAGES.passwordRequired,
    tooShort: USER_MESSAGES.passwordTooShort,
    tooLong: USER_MESSAGES.passwordTooLong,
  }),
});
