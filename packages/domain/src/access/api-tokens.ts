import { z } from 'zod';
import { isIsoDate } from '../quotations/quotation-dates';
import { bodyObject, textField } from '../shared/fields';
import { recordId } from '../shared/record-columns';
import { scopeListField } from './scopes';

/** What an API token's text starts with, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'sdk_';

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Name is required',
  scopesRequired: 'Choose at least one scope',
  expiryInvalid: 'Expires at must be a valid date (YYYY-MM-DD)',
  expiryPast: 'Expires at must be a date after today',
  scopesNotHeld: (scopes: readonly string[]) =>
    `You cannot give a token scopes you do not hold: ${scopes.join(', ')}`,
  noTokenFromToken: 'An API token cannot create API tokens: sign in to create one',
  notFound: 'API token not found',
  invalid: 'The API token is invalid, expired or revoked',
  tooManyRequests: 'Too many requests with this API token. Please wait and try again.',
  onlyAdminListsAll: "Only an administrator can list everyone's API tokens",
} as const;

/** The last day a token works, YYYY-MM-DD (it stops at the end of that day, UTC), or null for no end. */
const expiryField = z
  .string({ error: API_TOKEN_MESSAGES.expiryInvalid })
  .refine(isIsoDate, API_TOKEN_MESSAGES.expiryInvalid)
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** POST /api_tokens. The server also refuses scopes its owner does not hold. */
export const apiTokenCreateSchema = bodyObject({
  name: textField('Name', { max: 100, required: API_TOKEN_MESSAGES.nameRequired }),
  scopes: scopeListField('Scopes').refine((s) => s.length > 0, API_TOKEN_MESSAGES.scopesRequired),
  expires_at: expiryField,
});
export type ApiTokenCreate = z.input<typeof apiTokenCreateSchema>;

/** A token as listed: never its text, which only the creation's answer carries once. */
const apiTokenSchema = z.object({
  ...recordId(),
  name: z.string(),
  scopes: z.array(z.string()),
  user_id: z.number().int(),
  /** The owner's e-mail, for an administrator's list of everyone's tokens. */
  user_email: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** When it stops working (ISO 8601), or null when it has no end. */
  expires_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The creation's answer: the token, shown this once. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** GET /api_tokens: one's own; `all=1` (administrators) everyone's. */
export const apiTokenListQuerySchema = z.object({
  all: z
    .enum(['0', '1', 'true', 'false'], { error: 'All must be 1 or 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

export const apiTokenListSchema = z.object({ data: z.array(apiTokenSchema) });
