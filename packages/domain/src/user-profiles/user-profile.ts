import { z } from 'zod';
import { bodyObject, booleanField, choiceField, idInput, textField } from '../shared/fields';
import { recordId, versionedColumns } from '../shared/record-columns';
import { timeZoneField } from './time-zones';
import { DATE_FORMATS, LANGUAGES, PROFILE_CURRENCIES, THEMES, TIME_FORMATS } from './user-profile-options';

/**
 * A user's profile as the API answers it. `avatar_url` is where the picture is
 * read (`/api/1/files/{id}`), `avatar_upload_id` the upload it is. Each user has exactly one profile.
 */
export const userProfileSchema = z.object({
  ...recordId(),
  user_id: z.number().int(),
  avatar_upload_id: z.number().int().nullable(),
  avatar_url: z.string().nullable(),
  bio: z.string(),
  timezone: timeZoneField(),
  language: z.enum(LANGUAGES),
  date_format: z.enum(DATE_FORMATS),
  time_format: z.enum(TIME_FORMATS),
  currency_preference: z.enum(PROFILE_CURRENCIES),
  notification_email: z.boolean(),
  notification_browser: z.boolean(),
  notification_quotation_updates: z.boolean(),
  notification_system_alerts: z.boolean(),
  theme: z.enum(THEMES),
  sidebar_collapsed: z.boolean(),
  ...versionedColumns(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A new profile's values: the default preferences. */
export const USER_PROFILE_DEFAULTS = {
  bio: '',
  timezone: 'UTC',
  language: 'en',
  date_format: 'MM/DD/YYYY',
  time_format: '12h',
  currency_preference: 'USD',
  notification_email: true,
  notification_browser: true,
  notification_quotation_updates: true,
  notification_system_alerts: true,
  theme: 'light',
  sidebar_collapsed: false,
} as const satisfies Partial<UserProfile>;

/** The longest bio kept. */
export const BIO_MAX_LENGTH = 2000;

/** The profile's messages, worded as staff asked. */
export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully!',
  pictureUpdated: "Profile picture updated! Don't forget to save your changes.",
  invalidImage: 'Please select a valid image file (JPEG, PNG, GIF, WebP)',
  imageTooLarge: 'File size must be less than 10MB',
  notificationsLoadFailed: 'Failed to load notification preferences',
  notificationUpdateFailed: 'Failed to update notification preference',
  notificationsUpdated: 'Notification preferences updated successfully',
  preferencesLoadFailed: 'Failed to load preferences',
  preferenceUpdateFailed: 'Failed to update preference',
  preferencesUpdated: 'Preferences updated successfully',
  notFound: 'Profile not found',
  exists: 'You already have a profile: change it with PUT /user_profiles/{id}',
  notOwn: 'You can only create your own profile',
  avatarNotFound: 'Picture not found: upload it again',
} as const;

/** The fields a user sets on their profile; the avatar is named by its upload (null removes it). */
const editableFields = {
  avatar_upload_id: idInput(PROFILE_MESSAGES.avatarNotFound).nullable(),
  bio: textField('Bio', { max: BIO_MAX_LENGTH }),
  timezone: timeZoneField(),
  language: choiceField('Language', LANGUAGES),
  date_format: choiceField('Date format', DATE_FORMATS),
  time_format: choiceField('Time format', TIME_FORMATS),
  currency_preference: choiceField('Currency', PROFILE_CURRENCIES),
  notification_email: booleanField('Email notifications'),
  notification_browser: booleanField('Browser notifications'),
  notification_quotation_updates: booleanField('Quotation updates'),
  notification_system_alerts: booleanField('System alerts'),
  theme: choiceField('Theme', THEMES),
  sidebar_collapsed: booleanField('Sidebar collapsed'),
};

/** PUT /user_profiles/{id}: any of the editable fields. */
export const userProfileUpdateSchema = bodyObject(editableFields).partial();
export type UserProfileUpdate = z.infer<typeof userProfileUpdateSchema>;

/**
 * POST /user_profiles: the caller's own profile, with the defaults for what is not sent. `user_id` may
 * be sent but must be the caller's own.
 */
export const userProfileCreateSchema = bodyObject({
  ...editableFields,
  user_id: idInput(PROFILE_MESSAGES.notOwn).optional(),
}).partial();
export type UserProfileCreate = z.infer<typeof userProfileCreateSchema>;
