import { z } from 'zod';
import { fieldMessages } from '../shared/messages';

// Kept apart from endpoint.ts: the web's shared chunk of endpoint.ts is on the login page, which has no list,
// and these schemas (with their descriptions for the OpenAPI document) would ride along in it.

/**
 * Query string of every list endpoint (docs/api.md, Lists). Loose on purpose: equality filters are
 * per resource, and the server's list parser is what checks every parameter against the resource's allowlists.
 */
// A query parameter is text, or a list when it is repeated (`?limit=1&limit=2`): that is refused in words.
const queryText = (name: string) => z.string({ error: `Give ${name} only once` });

export const listQuerySchema = z.looseObject({
  limit: queryText('limit').optional().describe('Page size (default 100, at most 1000)'),
  offset: queryText('offset').optional().describe('Rows to skip (default 0)'),
  order_by: queryText('order_by').optional().describe('e.g. "created_at DESC, id ASC"; sortable fields only'),
  select: queryText('select').optional().describe('Comma list of fields to answer; id is always included'),
  search: queryText('search')
    .optional()
    .describe("Case-insensitive text search over the resource's search fields"),
  where: queryText('where')
    .optional()
    .describe(
      "e.g. status in ('Pending','Working') and total_cost >= 100; ops = != <> < <= > >= like in is null",
    ),
});

/** Standard list answer: `{data, total, limit, offset}` around a resource's item schema. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}

/** An inclusive day bound of a list's date range (`YYYY-MM-DD`); blank means open-ended. */
export const dateBound = (label: string) =>
  z
    .union([z.iso.date({ error: fieldMessages.invalidDate(label) }), z.literal('')], {
      error: fieldMessages.invalidDate(label),
    })
    .optional();
