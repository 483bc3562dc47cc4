import {
  effectiveSettings,
  hasPermission,
  inferSettingType,
  SETTING_MESSAGES as M,
  type Setting,
  type SettingType,
  type settingCreateSchema,
  settingText,
  type settingUpdateSchema,
  settingValueProblem,
} from '@freight/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth-context';
import { changesToWrite, found, written } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { parseListQuery } from '../../platform/list-query';
import { recordSettingChange } from '../audit/audit-records';
import { settingList } from './settings.list';
import * as repo from './settings.repository';

type SettingCreate = z.output<typeof settingCreateSchema>;
type SettingUpdate = z.output<typeof settingUpdateSchema>;

const asSetting = (row: repo.SettingRow) => row as Setting;

/** Global settings apply to everyone: only holders of settings:edit (and admins) write them. */
function assertMayWrite(auth: AuthContext, global: boolean) {
  if (global && !hasPermission(auth.user.role, auth.permissions, 'settings', 'edit')) {
    throw AppError.forbidden(M.globalNeedsEdit);
  }
}

/** The text and type to store for a value: the type given, else the one the value implies. */
function storedValue(value: unknown, type: SettingType | undefined, keepType?: SettingType) {
  const settingType = type ?? (typeof value === 'string' && keepType ? keepType : inferSettingType(value));
  const text = settingText(value);
  if (text.trim() === '') throw invalidValue(M.valueRequired);
  const problem = settingValueProblem(settingType, text);
  if (problem) throw invalidValue(problem);
  return { setting_value: text, setting_type: settingType };
}

const invalidValue = (message: string) => AppError.badRequest(message, { setting_value: message });
const keyTaken = () => AppError.conflict(M.keyTaken, { fields: { setting_key: M.keyTaken } });

export function list(db: Db, raw: Record<string, unknown>, auth: AuthContext) {
  return repo.listVisibleSettings(db, auth.user.id, parseListQuery(raw, settingList));
}

/** One setting per key, the caller's own over the global one. */
export async function effective(db: Db, auth: AuthContext) {
  const rows = await repo.allVisibleSettings(db, auth.user.id);
  return { data: effectiveSettings(rows.map(asSetting)) };
}

/** A setting the caller may see (their own or a global one); another user's is answered as not found. */
async function visible(db: Db, id: number, auth: AuthContext): Promise<repo.SettingRow> {
  const row = await repo.settingRecords.find(db, id);
  return found(row && (row.user_id === null || row.user_id === auth.user.id) ? row : undefined, M.notFound);
}

export async function get(db: Db, id: number, auth: AuthContext) {
  return asSetting(await visible(db, id, auth));
}

/**
 * Saves a key: updates the caller's setting (or the global one) held under that key, else
 * creates it. A personal setting is always the caller's own, whatever user_id says.
 */
export async function save(db: Db, input: SettingCreate, auth: AuthContext) {
  const global = input.is_global || input.user_id === null;
  if (!global && input.user_id !== undefined && input.user_id !== auth.user.id) {
    throw AppError.forbidden("You cannot change another user's settings");
  }
  assertMayWrite(auth, global);
  const owner = global ? null : auth.user.id;
  const value = storedValue(input.setting_value, input.setting_type);
  const existing = await repo.findByKey(db, owner, input.setting_key);
  if (existing) {
    const changes = { ...value, ...(input.description !== undefined && { description: input.description }) };
    const saved = written(await repo.settingRecords.update(db, existing.id, changes), M.notFound);
    await recordSettingChange(db, existing, saved);
    return asSetting(saved);
  }
  const row = await repo.settingRecords
    .insert(db, {
      user_id: owner,
      is_global: global,
      setting_key: input.setting_key,
      description: input.description ?? '',
      ...value,
    })
    .catch((error: unknown) => {
      if (repo.isKeyTaken(error)) throw keyTaken();
      throw error;
    });
  await recordSettingChange(db, undefined, row);
  return asSetting(row);
}

export async function update(
  db: Db,
  id: number,
  input: SettingUpdate,
  expectedVersion: number | undefined,
  auth: AuthContext,
) {
  const current = await visible(db, id, auth);
  assertMayWrite(auth, current.is_global);
  const { setting_value, setting_type, ...rest } = changesToWrite(input);
  const value =
    setting_value !== undefined || setting_type !== undefined
      ? storedValue(setting_value ?? current.setting_value, setting_type, current.setting_type)
      : {};
  const result = await repo.settingRecords
    .update(db, id, { ...rest, ...value }, expectedVersion)
    .catch((error: unknown) => {
      if (repo.isKeyTaken(error)) throw keyTaken();
      throw error;
    });
  const saved = written(result, M.notFound);
  await recordSettingChange(db, current, saved);
  return asSetting(saved);
}

export async function remove(db: Db, id: number, auth: AuthContext): Promise<void> {
  const current = await visible(db, id, auth);
  assertMayWrite(auth, current.is_global);
  await repo.settingRecords.remove(db, id);
  await recordSettingChange(db, current, undefined);
}

/** A global setting's stored text, or undefined when none is stored (other modules read their settings here). */
export async function globalSettingText(db: Db, key: string): Promise<string | undefined> {
  return (await repo.findByKey(db, null, key))?.setting_value;
}
