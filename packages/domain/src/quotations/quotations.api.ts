import { z } from 'zod';
import { quotationWithAddressesSchema } from '../addresses/quotation-addresses';
import { endpoint, idParamsSchema } from '../api/endpoint';
import { resourceEndpoints } from '../api/resource-endpoints';
import { QUOTATION_STATUSES, type QuotationStatus } from './quotation-status';
import { quotationCreateSchema, quotationUpdateSchema } from './quotation-validation';

const tags = ['quotations'];

/** Quotations per status and in all, for the sidebar badges. */
export const quotationCountsSchema = z.object({
  ...(Object.fromEntries(QUOTATION_STATUSES.map((s) => [s, z.number().int()])) as Record<
    QuotationStatus,
    z.ZodNumber
  >),
  total: z.number().int(),
});
export type QuotationCounts = z.infer<typeof quotationCountsSchema>;

/** The quotations endpoints (docs/quotations.md). Every answer embeds contact and addresses. */
export const quotationsApi = {
  ...resourceEndpoints('/quotations', tags, {
    record: quotationWithAddressesSchema,
    create: quotationCreateSchema,
    update: quotationUpdateSchema,
  }),
  counts: endpoint({
    method: 'GET',
    path: '/quotations/counts',
    tags,
    description: 'Quotations per status, for the sidebar badges',
    status: 200,
    response: quotationCountsSchema,
  }),
  duplicate: endpoint({
    method: 'POST',
    path: '/quotations/:id/duplicate',
    tags,
    params: idParamsSchema,
    status: 201,
    response: quotationWithAddressesSchema,
  }),
};
