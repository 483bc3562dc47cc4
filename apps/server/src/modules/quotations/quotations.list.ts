import { QUOTATION_STATUSES, type QuotationStatus } from '@freight/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { tableListFields } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import {
  defineListSpec,
  isBlankParam,
  type ParsedListQuery,
  SHAPING_PARAMS,
} from '../../platform/list-query';
import { quotationExpiredSql } from './quotation-expiry.sql';
import { quotationSearchText, quotations } from './quotations.table';

const fields = {
  ...tableListFields(quotations),
  expired: { expr: quotationExpiredSql, kind: 'boolean' as const },
};

export const quotationList = defineListSpec({
  fields,
  // The five columns of the status pages, and a few more for API clients.
  sortable: [
    'id',
    'quotation_number',
    'client_name',
    'start_date',
    'valid_until_date',
    'total_cost',
    'status',
    'priority',
    'created_date',
    'created_at',
    'updated_at',
  ],
  // expired is filterable too; json columns are not
  filterable: Object.keys(fields).filter(
    (f) => !['notes', 'project_description', 'containers', 'priced_rates'].includes(f),
  ),
  searchable: [quotationSearchText(quotations)],
  selectAlong: Object.fromEntries(
    ['estimated_value', 'total_declared_value', 'total_cost', 'total_buy', 'margin_amount'].map((amount) => [
      amount,
      ['currency'],
    ]),
  ),
  defaultOrder: [{ field: 'start_date', direction: 'desc' }],
  reservedParams: ['include_superseded'],
});

/** A list whose total is every current quotation of one status (or of all): what the counter table holds. */
export interface UnfilteredList {
  status: QuotationStatus | undefined;
}

/**
 * Whether a (valid) list request's total is a per-status count: no `search`, no `where` and no equality
 * filter but one `status` and `superseded=false` (the lists' default). Blank values count as absent, as in
 * `parseListQuery`. Anything else (two statuses, `superseded=true`, any other filter) is counted from the
 * table: undefined.
 */
export function unfilteredList(raw: Record<string, unknown>): UnfilteredList | undefined {
  let status: QuotationStatus | undefined;
  for (const [name, value] of Object.entries(raw)) {
    if (SHAPING_PARAMS.includes(name) || isBlankParam(value)) continue;
    if (name === 'superseded' && String(value).trim().toLowerCase() === 'false') continue;
    if (name !== 'status' || typeof value !== 'string') return undefined;
    const given = value.trim();
    if (!QUOTATION_STATUSES.includes(given as QuotationStatus)) return undefined;
    status = given as QuotationStatus;
  }
  return { status };
}

const INCLUDE_SUPERSEDED = 'include_superseded must be true or false';

/** Whether a list leaves superseded revisions out (see `newestRevisionsUnlessAsked`). */
export function newestRevisionsOnly(raw: Record<string, unknown>): boolean {
  return raw.include_superseded !== 'true' && raw.superseded === undefined;
}

/**
 * Lists show each quote once, as its newest revision, unless asked for every revision with
 * `include_superseded=true` or filtered on `superseded` explicitly.
 */
export function newestRevisionsUnlessAsked<Q extends ParsedListQuery>(
  query: Q,
  raw: Record<string, unknown>,
): Q {
  const asked = raw.include_superseded;
  if (asked !== undefined && asked !== 'true' && asked !== 'false') {
    throw AppError.badRequest(INCLUDE_SUPERSEDED, { include_superseded: INCLUDE_SUPERSEDED });
  }
  if (!newestRevisionsOnly(raw)) return query;
  return { ...query, where: query.where ? withNewestOnly(query.where) : NEWEST_ONLY };
}

const NEWEST_ONLY = eq(quotations.superseded, false);
const newestOnlyOf = new WeakMap<SQL, SQL>();

/**
 * The request's condition and the newest-revision one, made once per condition: a request read lately brings
 * back the same condition (`preparedListQuery`), and its prepared statement never reads it again, so building
 * the pair anew at every request was work for nothing.
 */
function withNewestOnly(where: SQL): SQL {
  let both = newestOnlyOf.get(where);
  if (!both) {
    both = and(where, NEWEST_ONLY) as SQL;
    newestOnlyOf.set(where, both);
  }
  return both;
}
