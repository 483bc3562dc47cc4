import { z } from 'zod';

/**
 * Querystring schema for list routes (OpenAPI documentation only). It is loose on purpose: equality
 * filters are per resource, and `parseListQuery` is what checks every parameter.
 */
export const listQuerystringSchema = z.looseObject({
  limit: z.string().optional().describe('Page size (default 100, at most 1000)'),
  offset: z.string().optional().describe('Rows to skip (default 0)'),
  order_by: z.string().optional().describe('e.g. "created_at DESC, id ASC"; sortable fields only'),
  select: z.string().optional().describe('Comma list of fields to answer; id is always included'),
  search: z.string().optional().describe("Case-insensitive text search over the resource's search fields"),
  where: z
    .string()
    .optional()
    .describe(
      "e.g. status in ('Pending','Working') and total_cost >= 100; ops = != <> < <= > >= like in is null",
    ),
});

/** `{data, total, limit, offset}` around a resource's item schema. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  });
}
