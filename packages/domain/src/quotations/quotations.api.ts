import { z } from 'zod';
import { quotationWithAddressesSchema } from '../addresses/quotation-addresses';
import { resourceGroup } from '../api/resource-group';
import { QUOTATION_STATUSES, type QuotationStatus } from './quotation-status';
import { quotationCreateSchema, quotationUpdateSchema } from './quotation-validation';

const api = resourceGroup(['quotations']);

/** Quotations per status and in all, for the sidebar badges. */
const quotationCountsSchema = z.object({
  ...(Object.fromEntries(QUOTATION_STATUSES.map((s) => [s, z.number().int()])) as Record<
    QuotationStatus,
    z.ZodNumber
  >),
  total: z.number().int(),
});

/** The quotations endpoints (docs/quotations.md). Every answer embeds contact and addresses. */
export const quotationsApi = {
  ...api.resource('/quotations', {
    record: quotationWithAddressesSchema,
    create: quotationCreateSchema,
    update: quotationUpdateSchema,
  }),
  counts: api.get('/quotations/counts', {
    description: 'Quotations per status, for the sidebar badges',
    response: quotationCountsSchema,
  }),
  duplicate: api.create('/quotations/:id/duplicate', {
    response: quotationWithAddressesSchema,
  }),
};
