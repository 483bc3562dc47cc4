import { EXPIRABLE_STATUSES } from '@freight/domain';
import { inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { companyProfile } from '../settings/company-profile.table';
import { quotations } from './quotations.table';

/**
 * The company's day ('YYYY-MM-DD' on the clock of its details' time zone, UTC until one is saved) at `instant`,
 * seen in the zone read in the same statement, so a Tokyo company's quote valid until the 27th has passed at
 * 15:00 UTC, a Los Angeles one's at 08:00 UTC on the 28th.
 */
function companyDayAt(instant: unknown): SQL {
  return sql`(${instant}::timestamptz at time zone coalesce((select ${companyProfile.time_zone} from ${companyProfile} limit 1), 'UTC'))::date`;
}

/**
 * `expired` in SQL as of `instant`: an open status and a valid-until day before the company's day. Lists select
 * and filter it in their one statement; a quotation's own answer carries it, and the acceptance link and
 * sending read it from there, so every part of the server draws the same line. The statements are prepared
 * once (the detail, the lists), so they pass the server's instant as a placeholder at each run: a value bound
 * when one was built would stay the day it was built on for as long as the process lives.
 */
function quotationExpiredAt(instant: SQLWrapper): SQL<boolean> {
  return quotationExpiredOn({ getSQL: () => companyDayAt(instant) });
}

function quotationExpiredOn(companyDay: SQLWrapper): SQL<boolean> {
  return sql<boolean>`(${inArray(quotations.status, [
    ...EXPIRABLE_STATUSES,
  ])} and ${quotations.valid_until_date} < ${companyDay})`;
}

/** `expired` in a statement prepared once: its run passes the server's instant as `now` (`expiryValues`). */
export const quotationExpiredSql: SQL<boolean> = quotationExpiredAt(sql.placeholder('now'));

/** The value of the `now` placeholder of `quotationExpiredSql`, at each run of a statement that holds it. */
export const expiryValues = () => ({ now: new Date().toISOString() });
