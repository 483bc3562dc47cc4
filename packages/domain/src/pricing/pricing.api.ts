import { quotationWithAddressesSchema } from '../addresses/quotation-addresses';
import { endpointGroup } from '../api/endpoint-group';

const api = endpointGroup(['quotations']);

/** A quotation's pricing beside its totals (docs/api.md, Pricing). */
export const quotationPricingApi = {
  reprice: api.action('/quotations/:id/reprice', {
    description:
      "Reprice with today's rates: records the pricing settings' current exchange rates on the quotation and recomputes its lines",
    response: quotationWithAddressesSchema,
  }),
};
