import { and, eq } from 'drizzle-orm';
import { tableListFields } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { defineListSpec, type ParsedListQuery } from '../../platform/list-query';
import { quotationSearchText, quotations } from './quotations.table';

const fields = tableListFields(quotations);

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
  filterable: Object.keys(fields).filter((f) => f !== 'notes' && f !== 'project_description'),
  searchable: [quotationSearchText(quotations)],
  defaultOrder: [{ field: 'start_date', direction: 'desc' }],
  reservedParams: ['include_superseded'],
});

const INCLUDE_SUPERSEDED = 'include_superseded must be true or false';

/**
 * Lists show each quote once, as its newest revision (issue 17 point 5), unless asked for every revision with
 * `include_superseded=true` or filtered on `superseded` explicitly.
 */
export function newestRevisionsUnlessAsked(
  query: ParsedListQuery,
  raw: Record<string, unknown>,
): ParsedListQuery {
  const asked = raw.include_superseded;
  if (asked !== undefined && asked !== 'true' && asked !== 'false') {
    throw AppError.badRequest(INCLUDE_SUPERSEDED, { include_superseded: INCLUDE_SUPERSEDED });
  }
  if (asked === 'true' || raw.superseded !== undefined) return query;
  const newest = eq(quotations.superseded, false);
  return { ...query, where: query.where ? and(query.where, newest) : newest };
}
