import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { listTablePage, tableRecords } from '../../platform/crud';
import type { Db } from '../../platform/database/database';
import { isPgError, PG } from '../../platform/database/pg-errors';
import type { ParsedListQuery } from '../../platform/list-query';
import { settingList } from './settings.list';
import { settings } from './settings.table';

export type SettingRow = typeof settings.$inferSelect;

/** Find, insert, versioned update and delete of one setting. */
export const settingRecords = tableRecords(settings);

/** What a user may see: their own settings and the global ones. */
const visibleTo = (userId: number): SQL => or(eq(settings.user_id, userId), isNull(settings.user_id))!;

export function listVisibleSettings(db: Db, userId: number, query: ParsedListQuery) {
  return listTablePage(db, { ...query, where: and(visibleTo(userId), query.where) }, settingList, settings);
}

export function allVisibleSettings(db: Db, userId: number): Promise<SettingRow[]> {
  return db.select().from(settings).where(visibleTo(userId)).orderBy(settings.setting_key, settings.id);
}

/** The setting held under `key`: the user's own (userId) or the global one (null). */
export async function findByKey(db: Db, userId: number | null, key: string) {
  const owner = userId === null ? isNull(settings.user_id) : eq(settings.user_id, userId);
  const [row] = await db
    .select()
    .from(settings)
    .where(and(owner, eq(settings.setting_key, key)))
    .limit(1);
  return row;
}

export const isKeyTaken = (error: unknown) =>
  isPgError(error, PG.uniqueViolation, 'settings_user_key') ||
  isPgError(error, PG.uniqueViolation, 'settings_global_key');
