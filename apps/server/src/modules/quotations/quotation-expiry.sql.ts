import { EXPIRABLE_STATUSES, todayIso } from '@freight/domain';
import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { quotations } from './quotations.table';

/**
 * The server's day, read when a statement is built (not when this module loads), so a server running past
 * midnight moves on with the calendar.
 */
const serverToday: SQLWrapper = { getSQL: () => sql`${todayIso()}::date` };

/**
 * `expired` in SQL, the same rule as the domain's `isQuotationExpired`: an open status and a valid-until day
 * before the server's day. Lists select and filter it in their one statement.
 */
export const quotationExpiredSql: SQL<boolean> = sql<boolean>`(${inArray(quotations.status, [
  ...EXPIRABLE_STATUSES,
])} and ${quotations.valid_until_date} < ${serverToday})`;
