import { quotationWithAddressesSchema } from '../addresses/quotation-addresses';
import { endpoint, idParamsSchema } from '../api/endpoint';

/** A quotation's pricing beside its totals (docs/api.md, Pricing). */
export const quotationPricingApi = {
  reprice: endpoint({
    method: 'POST',
    path: '/quotations/:id/reprice',
    tags: ['quotations'],
    description:
      "Reprice with today's rates: records the pricing settings' current exchange rates on the quotation and recomputes its lines",
    params: idParamsSchema,
    status: 200,
    response: quotationWithAddressesSchema,
  }),
};
