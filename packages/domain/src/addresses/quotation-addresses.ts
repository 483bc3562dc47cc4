import type { z } from 'zod';
import { quotationWithContactSchema } from '../quotations/quotation';
import { addressSchema } from './address';

/**
 * A quotation as GET /quotations/{id} (and the list, POST, PUT and duplicate) answers it: the record, its
 * contact, and its origin and destination address objects (null when unset).
 */
export const quotationWithAddressesSchema = quotationWithContactSchema.extend({
  origin_address: addressSchema.nullable(),
  destination_address: addressSchema.nullable(),
});
export type QuotationWithAddresses = z.infer<typeof quotationWithAddressesSchema>;
