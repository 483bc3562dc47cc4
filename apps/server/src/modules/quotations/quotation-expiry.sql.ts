import { EXPIRABLE_STATUSES } from '@freight/domain';
import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { companyProfile } from '../settings/company-profile.table';
import { quotations } from './quotations.table';

/**
 * The company's day ('YYYY-MM-DD' on the clock of its details' time zone, UTC until one is saved): the server's
 * instant, read when a statement is built (not when this module loads), seen in the zone read in the same
 * statement, so a Tokyo company's quote valid until the 27th has passed at 15:00 UTC, a Los Angeles one's at
 * 08:00 UTC on the 28th. A list reuses a built statement for one quarter of an hour at most
 * (`companyDayStatementKey`): every zone's midnight falls on a quarter hour, so the day it reads stays true.
 */
function companyDayAt(instant: unknown): SQL {
  return sql`(${instant}::timestamptz at time zone coalesce((select ${companyProfile.time_zone} from ${companyProfile} limit 1), 'UTC'))::date`;
}

const companyToday: SQLWrapper = { getSQL: () => companyDayAt(new Date().toISOString()) };

/**
 * The part of a list statement's key (`listStatementKey`) that `companyToday` depends on: the quarter hour of
 * the server's clock.
 */
export function companyDayStatementKey(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 13)}:${Math.floor(now.getUTCMinutes() / 15)}`;
}

/**
 * `expired` in SQL: an open status and a valid-until day before the company's day. Lists select and filter it
 * in their one statement; a quotation's own answer carries it, and the acceptance link and sending read it
 * from there, so every part of the server draws the same line.
 */
export const quotationExpiredSql: SQL<boolean> = quotationExpiredOn(companyToday);

/**
 * `expired` as of `instant`: a statement prepared once (the quotation detail, `preparedOnce`) passes the
 * server's instant as a placeholder at each run, since a value bound when it was built would stay the day it
 * was built on for as long as the process lives.
 */
export function quotationExpiredAt(instant: SQLWrapper): SQL<boolean> {
  return quotationExpiredOn({ getSQL: () => companyDayAt(instant) });
}

function quotationExpiredOn(companyDay: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${inArray(quotations.status, [
    ...EXPIRABLE_STATUSES,
  ])} and ${quotations.valid_until_date} < ${companyDay})`;
}
