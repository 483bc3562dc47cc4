import type { AddressUpdateInput } from '@freight/domain';
import type { AddressField, AddressFormValues } from './addressFormValues';
import { addressPayloadValue } from './addressPayloadValue';

/** The body of POST/PUT /addresses with the given fields (all of them by default). */
export function addressPayload(
  values: AddressFormValues,
  fields: readonly AddressField[] = Object.keys(values) as AddressField[],
): AddressUpdateInput {
  return Object.fromEntries(
    fields.map((field) => [field, addressPayloadValue(field, values[field])]),
  ) as AddressUpdateInput;
}
