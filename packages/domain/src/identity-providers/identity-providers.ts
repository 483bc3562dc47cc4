import { z } from 'zod';
import { MODULE_NAMES, permissionNameSchema } from '../permissions/permissions';
import { bodyObject, booleanField, textField } from '../shared/fields';

/** What the Single sign-on settings and the API say about providers. */
export const IDENTITY_PROVIDER_MESSAGES = {
  issuerHttps: 'Issuer URL must start with https:// (plain http only for 127.0.0.1, ::1 or localhost)',
  issuerInvalid: 'Issuer URL must be a URL such as https://accounts.google.com',
  domainInvalid: 'Allowed e-mail domains must be domain names such as example.com',
  grantsNotObject: 'Default grants must map modules to lists of permissions',
  grantsNotLists: 'Default grants must list the permissions of each module',
  grantsUnknownModule: 'Default grants name an unknown module',
  unknownProvider: 'Unknown provider',
  secretNeedsKey: 'Client secrets cannot be stored: set SECRET_KEY on the server first',
  secretAdminOnly: 'Only an administrator can set a client secret',
  lastSignInMethod:
    'This is the only way this account can sign in: set a password or link another identity first',
} as const;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** HTTPS, or plain HTTP to this machine only (tests, a local Keycloak): tokens never cross a network in clear. */
export function issuerProblem(issuer: string): string | null {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return IDENTITY_PROVIDER_MESSAGES.issuerInvalid;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return IDENTITY_PROVIDER_MESSAGES.issuerHttps;
}

const ISSUER_MAX = 500;
const issuerField = textField('Issuer URL', { max: ISSUER_MAX, required: true }).superRefine((value, ctx) => {
  // A blank or too long issuer already has its own message: 'must be a URL' would only add noise to it.
  if (value === '' || value.length > ISSUER_MAX) return;
  const problem = issuerProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const domainsField = z
  .array(z.string({ error: IDENTITY_PROVIDER_MESSAGES.domainInvalid }).trim().toLowerCase(), {
    error: IDENTITY_PROVIDER_MESSAGES.domainInvalid,
  })
  .max(50, 'Allowed e-mail domains can list at most 50 domains')
  .refine((domains) => domains.every((d) => DOMAIN.test(d)), IDENTITY_PROVIDER_MESSAGES.domainInvalid);

const moduleNameSchema = z.enum(MODULE_NAMES, { error: IDENTITY_PROVIDER_MESSAGES.grantsUnknownModule });
/** The grants a joining user starts with: modules to actions (never the admin role). */
const grantsField = z.partialRecord(
  moduleNameSchema,
  z.array(permissionNameSchema, { error: IDENTITY_PROVIDER_MESSAGES.grantsNotLists }),
  {
    // Anything but a wrong type is a key that names no module.
    error: (issue) =>
      issue.code === 'invalid_type'
        ? IDENTITY_PROVIDER_MESSAGES.grantsNotObject
        : IDENTITY_PROVIDER_MESSAGES.grantsUnknownModule,
  },
);

const providerFields = {
  issuer: issuerField,
  client_id: textField('Client ID', { max: 500, required: true }),
  /** Write-only: stored encrypted, never answered. */
  client_secret: textField('Client secret', { max: 2000, trim: false }).optional(),
  label: textField('Button label', { max: 60, required: true }),
  allowed_domains: domainsField.default([]),
  allow_join: booleanField('Allow joining').default(false),
  default_grants: grantsField.default({}),
};

export const identityProviderCreateSchema = bodyObject(providerFields);
export type IdentityProviderCreate = z.output<typeof identityProviderCreateSchema>;
export const identityProviderUpdateSchema = bodyObject({
  ...providerFields,
  allowed_domains: domainsField,
  allow_join: booleanField('Allow joining'),
  default_grants: grantsField,
}).partial();
export type IdentityProviderUpdate = z.output<typeof identityProviderUpdateSchema>;

/** A provider as the API answers it: the secret only as whether one is stored. */
export const identityProviderSchema = z.object({
  id: z.number(),
  issuer: z.string(),
  client_id: z.string(),
  has_client_secret: z.boolean(),
  label: z.string(),
  allowed_domains: z.array(z.string()),
  allow_join: z.boolean(),
  default_grants: z.record(z.string(), z.array(z.string())),
  /** The address to register at the provider. */
  redirect_uri: z.string(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type IdentityProvider = z.infer<typeof identityProviderSchema>;

export const identityProviderListSchema = z.object({
  data: z.array(identityProviderSchema),
  /** Whether SECRET_KEY is set, so client secrets can be stored (else only the env provider works). */
  secrets_storable: z.boolean(),
});

/** The login page's buttons: the env provider is `sso`, stored ones their id. */
export const signInProviderSchema = z.object({ id: z.string(), label: z.string() });
export type SignInProvider = z.infer<typeof signInProviderSchema>;

/** A linked identity as the profile's Sign-in methods list shows it. */
const userIdentitySchema = z.object({
  id: z.number(),
  provider: z.string(),
  provider_label: z.string(),
  email: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export const signInMethodsSchema = z.object({
  has_password: z.boolean(),
  identities: z.array(userIdentitySchema),
});

// What the browser brings back is used as sent: no trimming, only a bound and a message naming the parameter.
export const oidcStartQuerySchema = z.object({
  next: textField('Return path (next)', { max: 2000, trim: false }).optional(),
});
export const oidcCallbackQuerySchema = z.looseObject({
  state: textField('Sign-in state', { max: 500, trim: false }).optional(),
  code: textField('Authorization code', { max: 4000, trim: false }).optional(),
  error: textField('Provider error', { max: 500, trim: false }).optional(),
});
export const oidcProviderParamsSchema = z.object({
  provider: z
    .string({ error: IDENTITY_PROVIDER_MESSAGES.unknownProvider })
    .regex(/^(sso|[1-9][0-9]{0,9})$/, IDENTITY_PROVIDER_MESSAGES.unknownProvider),
});
