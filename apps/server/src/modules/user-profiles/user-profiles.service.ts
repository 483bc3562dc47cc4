import {
  type DocumentLanguage,
  documentLanguageOf,
  languageFromAcceptLanguage,
  PROFILE_MESSAGES,
  USER_PROFILE_DEFAULTS,
  type UserProfile,
  type UserProfileCreate,
  type UserProfileUpdate,
  uploadUrl,
  userProfileSchema,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import { changesToWrite, found, requireVersion, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage/storage';
import * as files from '../files/files.service';
import * as repo from './user-profiles.repository';

/** The upload kind a profile picture is attached as: every signed-in colleague may see it. */
const AVATAR_UPLOAD_KIND = 'avatar';

export function registerAvatarUploads(): void {
  files.registerUploadKind(AVATAR_UPLOAD_KIND, async () => true);
}

function toProfile(row: repo.UserProfileRow): UserProfile {
  // The columns are checked on every write; parsing keeps the answer's types honest.
  return userProfileSchema.parse(row);
}

/**
 * The caller's profile, made with `USER_PROFILE_DEFAULTS` on first read (safe when two first reads race). The
 * first read comes from the new user's own browser, so its Accept-Language sets their starting language when
 * ShipDesk speaks it.
 */
async function ownProfile(db: Db, userId: number, acceptLanguage?: string): Promise<UserProfile> {
  const existing = await repo.findByUser(db, userId);
  if (existing) return toProfile(existing);
  const language = languageFromAcceptLanguage(acceptLanguage) ?? USER_PROFILE_DEFAULTS.language;
  const made = await repo.insertIfMissing(db, { user_id: userId, ...USER_PROFILE_DEFAULTS, language });
  return toProfile(made ?? found(await repo.findByUser(db, userId), PROFILE_MESSAGES.notFound));
}

/**
 * The language the server writes to this user in (their notifications, their e-mails): the profile's, English
 * for a user who has no profile yet.
 */
export async function languageOf(db: Db, userId: number): Promise<DocumentLanguage> {
  return documentLanguageOf((await repo.findByUser(db, userId))?.language, 'en');
}

/** GET /user_profiles: a list of one, the caller's own (never anyone else's, whatever the query says). */
export async function list(db: Db, auth: AuthContext, acceptLanguage?: string) {
  const profile = await ownProfile(db, auth.user.id, acceptLanguage);
  return { data: [profile], total: 1, limit: 1, offset: 0 };
}

export async function get(db: Db, auth: AuthContext, id: number): Promise<UserProfile> {
  return toProfile(found(await repo.findOwn(db, id, auth.user.id), PROFILE_MESSAGES.notFound));
}

/** Attaches the caller's new picture to the profile, in the transaction; 400 on the field when it is not theirs. */
async function attachAvatar(tx: Db, profileId: number, uploadId: number, userId: number) {
  try {
    await files.attachUploads(tx, {
      uploadIds: [uploadId],
      userId,
      kind: AVATAR_UPLOAD_KIND,
      recordId: profileId,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
      throw AppError.badRequest(PROFILE_MESSAGES.avatarNotFound, {
        avatar_upload_id: PROFILE_MESSAGES.avatarNotFound,
      });
    }
    throw error;
  }
}

/** POST /user_profiles: the caller's profile with defaults for what is not sent; 409 when they have one. */
export async function create(db: Db, auth: AuthContext, input: UserProfileCreate) {
  const { user_id: userId, avatar_upload_id: avatarId, ...fields } = input;
  if (userId !== undefined && userId !== auth.user.id) throw AppError.forbidden(PROFILE_MESSAGES.notOwn);
  return db.transaction(async (tx) => {
    const row = await repo.insertIfMissing(tx, {
      ...USER_PROFILE_DEFAULTS,
      ...fields,
      user_id: auth.user.id,
    });
    if (!row) throw AppError.conflict(PROFILE_MESSAGES.exists);
    if (avatarId == null) return toProfile(row);
    await attachAvatar(tx, row.id, avatarId, auth.user.id);
    const saved = await repo.update(tx, row.id, {
      avatar_upload_id: avatarId,
      avatar_url: uploadUrl(avatarId),
    });
    return toProfile(written(saved, PROFILE_MESSAGES.notFound));
  });
}

/**
 * PUT /user_profiles/{id}: the caller's own profile only (another's id is 404 and nothing changes), with
 * If-Match. A new picture is attached and the one it replaces (or the removed one) is discarded with it.
 */
export async function update(
  db: Db,
  storage: Storage,
  auth: AuthContext,
  id: number,
  input: UserProfileUpdate,
  expectedVersion: number | undefined,
): Promise<UserProfile> {
  const { avatar_upload_id: avatarId, ...fields } = input;
  const changes: Partial<repo.UserProfileInsert> = changesToWrite({ ...fields, avatar_upload_id: avatarId });
  let discarded = false;
  const saved = await db.transaction(async (tx) => {
    const row = found(await repo.lockOwn(tx, id, auth.user.id), PROFILE_MESSAGES.notFound);
    requireVersion(row, expectedVersion);
    if (avatarId !== undefined && avatarId !== row.avatar_upload_id) {
      if (avatarId !== null) await attachAvatar(tx, row.id, avatarId, auth.user.id);
      if (row.avatar_upload_id !== null) {
        await files.discardUploads(tx, [row.avatar_upload_id]);
        discarded = true;
      }
      changes.avatar_url = avatarId === null ? null : uploadUrl(avatarId);
    }
    return written(await repo.update(tx, row.id, changes), PROFILE_MESSAGES.notFound);
  });
  if (discarded) void files.purgeDeletedUploads(db, storage);
  return toProfile(saved);
}
