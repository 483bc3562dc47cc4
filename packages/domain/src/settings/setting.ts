import { z } from 'zod';
import { bodyObject, booleanField, choiceField, nullableIdInput, textField } from '../shared/fields';
import { recordId, versionedColumns } from '../shared/record-columns';

/** The kinds of value a setting holds; the value itself is always stored as text. */
export const SETTING_TYPES = ['string', 'number', 'boolean', 'json', 'array'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];
const settingTypeSchema = choiceField('Type', SETTING_TYPES);

/** A setting as the API answers it: global ones have no user. */
export const settingSchema = z.object({
  ...recordId(),
  user_id: z.number().int().nullable(),
  setting_key: z.string(),
  setting_value: z.string(),
  setting_type: settingTypeSchema,
  is_global: z.boolean(),
  description: z.string(),
  ...versionedColumns(),
});
export type Setting = z.infer<typeof settingSchema>;

export const SETTING_MESSAGES = {
  keyRequired: 'Setting key is required',
  valueRequired: 'Setting value is required',
  notFound: 'Setting not found',
  keyTaken: 'A setting with this key already exists',
  globalNeedsEdit: 'You do not have permission to change global settings',
  notANumber: 'A number setting needs a numeric value',
  notABoolean: 'A boolean setting needs the value true or false',
  notJson: 'A json setting needs valid JSON',
  notAnArray: 'An array setting needs a JSON array, such as ["a", "b"]',
  deleteConfirm: 'Are you sure you want to delete this setting?',
  fetchFailed: 'Failed to fetch settings',
  createFailed: 'Failed to create setting',
  updateFailed: 'Failed to update setting',
  deleteFailed: 'Failed to delete setting',
} as const;

/** Any JSON value: text is stored as given, anything else as its JSON (a setting's value is text). */
const jsonValue: z.ZodType<unknown> = z.union(
  [z.string(), z.number(), z.boolean(), z.array(z.unknown()), z.record(z.string(), z.unknown())],
  { error: SETTING_MESSAGES.valueRequired },
);

const key = textField('Setting key', { max: 255, required: SETTING_MESSAGES.keyRequired });
const description = textField('Description', { max: 1000 });

/**
 * POST /settings: saves a key (updating the caller's setting, or the global one, when the key exists).
 * Without `setting_type` the type is inferred from the value (see `inferSettingType`).
 */
export const settingCreateSchema = bodyObject({
  user_id: nullableIdInput('User must be an existing user id, or null for a global setting').optional(),
  setting_key: key,
  setting_value: jsonValue,
  setting_type: settingTypeSchema.optional(),
  is_global: booleanField('Global').optional().default(false),
  // Left out when saving an existing key: its description stays.
  description: description.optional(),
});

/** PUT /settings/{id}: key, value, type or description; a setting stays personal or global. */
export const settingUpdateSchema = bodyObject({
  setting_key: key,
  setting_value: jsonValue,
  setting_type: settingTypeSchema,
  description,
}).partial();
