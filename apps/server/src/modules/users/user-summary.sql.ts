import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The `users` table or an alias of it. */
interface UserColumns {
  id: AnyPgColumn;
  first_name: AnyPgColumn;
  last_name: AnyPgColumn;
  email: AnyPgColumn;
}

/**
 * A user as other records embed them (`{id, name, email}`), selected from `users` or an alias of it: the
 * display name is first plus last name, falling back to the email (the domain's `userDisplayName`).
 */
export function userSummaryColumns(u: UserColumns) {
  // Typed as the users columns read; a left join that found nobody answers nulls (see userSummaryOrNull).
  return { id: sql<number>`${u.id}`, name: userDisplayNameSql(u), email: sql<string>`${u.email}` };
}

export function userDisplayNameSql(u: UserColumns): SQL<string> {
  return sql<string>`coalesce(nullif(trim(${u.first_name} || ' ' || ${u.last_name}), ''), ${u.email})`;
}

export interface UserSummary {
  id: number;
  name: string;
  email: string;
}

/** The embedded user, or null when a left join found none. */
export function userSummaryOrNull(
  row: { id: number | null; name: string | null; email: string | null } | null,
): UserSummary | null {
  return row?.id == null ? null : { id: row.id, name: row.name ?? '', email: row.email ?? '' };
}
