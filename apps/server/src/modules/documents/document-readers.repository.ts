import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import { documents } from './documents.table';

/** What decides who sees these documents (their owner, their quotation), in one statement. */
export function documentOwnership(db: Db, ids: readonly number[]) {
  return db
    .select({ id: documents.id, user_id: documents.user_id, quotation_id: documents.quotation_id })
    .from(documents)
    .where(inArray(documents.id, [...ids]));
}
