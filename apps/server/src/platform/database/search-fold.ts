import { type Placeholder, type SQL, sql } from 'drizzle-orm';

/**
 * Text as every search compares it: lower case with the accents taken off ('Bergström' → 'bergstrom',
 * 'González' → 'gonzalez'), by the database's `search_fold` function (PostgreSQL's `unaccent` behind an
 * IMMUTABLE wrapper, created by the migration that adds it). The trigram indexes are built over the folded
 * expression, so a search must fold its column the same way for the index to serve it.
 */
export function searchFold(expr: SQL | unknown): SQL {
  return sql`search_fold(${expr})`;
}

/**
 * Whether `expr`, folded, matches the LIKE `pattern` folded the same way: 'gonz' finds 'González' and
 * 'gónz' finds 'Gonzalez'. Plain LIKE, since both sides are already lower case.
 */
export function foldedLike(expr: SQL | unknown, pattern: SQL | string | Placeholder): SQL {
  return sql`search_fold(${expr}) like search_fold(${pattern})`;
}
