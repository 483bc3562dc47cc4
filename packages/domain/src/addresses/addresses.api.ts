import { resourceEndpoints } from '../api/resource-group';
import { addressCreateSchema, addressSchema, addressUpdateSchema } from './address';

/** The addresses endpoints (docs/quotations.md, Addresses); access follows the quotations grants. */
export const addressesApi = resourceEndpoints('/addresses', ['addresses'], {
  record: addressSchema,
  create: addressCreateSchema,
  update: addressUpdateSchema,
});
