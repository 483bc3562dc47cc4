import { changedFields, type PermissionMap, type User } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { recordAudit } from './audit.service';

/** The account fields an audit row of a user change compares (never the password, only that it changed). */
const USER_FIELDS = ['email', 'first_name', 'last_name', 'phone', 'company', 'role', 'is_active'] as const;

/**
 * Records a change to a user's account in its transaction: `user.deactivated` when it turned the account off,
 * else `user.updated`, with each changed field's old and new value; a new password is named, never stored.
 */
export async function recordUserChange(
  tx: Db,
  actorId: number,
  before: User,
  fields: Partial<Record<(typeof USER_FIELDS)[number], unknown>>,
  passwordChanged: boolean,
): Promise<void> {
  const picked = Object.fromEntries(USER_FIELDS.filter((k) => k in fields).map((k) => [k, fields[k]]));
  const changes: Record<string, unknown> = changedFields(
    before as unknown as Record<string, unknown>,
    picked,
  );
  if (passwordChanged) changes.password = 'changed';
  if (Object.keys(changes).length === 0) return;
  const deactivated = before.is_active && fields.is_active === false;
  await recordAudit(
    tx,
    { userId: actorId },
    {
      action: deactivated ? 'user.deactivated' : 'user.updated',
      entityType: 'user',
      entityId: before.id,
      details: { email: before.email, changes },
    },
  );
}

/** A user's grants as sorted `module:action` names, so old and new read and compare plainly. */
export function grantNames(grants: PermissionMap): string[] {
  const names = Object.entries(grants).flatMap(([module, actions]) =>
    (actions ?? []).map((a) => `${module}:${a}`),
  );
  return [...new Set(names)].sort();
}

/** Records a user's grants replaced, with what was added and removed, in the replacing transaction. */
export async function recordPermissionsChanged(
  tx: Db,
  userId: number,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  const added = after.filter((g) => !before.includes(g));
  const removed = before.filter((g) => !after.includes(g));
  if (added.length === 0 && removed.length === 0) return;
  await recordAudit(
    tx,
    {},
    {
      action: 'permissions.changed',
      entityType: 'user',
      entityId: userId,
      details: { added, removed },
    },
  );
}

interface SettingRow {
  id: number;
  setting_key: string;
  setting_value: string;
  setting_type: string;
  is_global: boolean;
  description: string;
}

/**
 * Records a global setting created, changed or deleted (a user's own preferences are theirs, not audited),
 * with the old and new value; a setting named like a secret keeps its name and loses its values.
 */
export async function recordSettingChange(
  db: Db,
  before: SettingRow | undefined,
  after: SettingRow | undefined,
): Promise<void> {
  const row = after ?? before;
  if (!row?.is_global) return;
  const fields = { setting_value: null, setting_type: null, description: null };
  const changes = changedFields(
    (before ?? fields) as unknown as Record<string, unknown>,
    (after ?? fields) as unknown as Record<string, unknown>,
    ['id', 'user_id', 'is_global', 'setting_key', 'version', 'created_at', 'updated_at'],
  );
  if (Object.keys(changes).length === 0) return;
  await recordAudit(
    db,
    {},
    {
      action: 'settings.changed',
      entityType: 'setting',
      entityId: row.id,
      details: { setting_key: row.setting_key, changes },
    },
  );
}

/**
 * Records a change to one of the app-wide settings records that are not key/value settings (the company details,
 * the pricing settings) as `settings.changed` under `setting_key`, with each changed field's old and new value.
 */
export async function recordSettingsRecordChange(
  db: Db,
  settingKey: string,
  before: object,
  after: object,
): Promise<void> {
  const changes = changedFields(before as Record<string, unknown>, after as Record<string, unknown>, [
    'id',
    'version',
    'updated_at',
  ]);
  if (Object.keys(changes).length === 0) return;
  await recordAudit(
    db,
    {},
    { action: 'settings.changed', entityType: 'setting', details: { setting_key: settingKey, changes } },
  );
}
