import type { AddressField, AddressFormValues } from './addressFormValues';
import { addressPayloadValue } from './addressPayloadValue';

/** Whether two values of a field would be sent the same (so editing '  Lyon ' back to 'Lyon' is no change). */
export function sameAddressValue<K extends AddressField>(
  field: K,
  a: AddressFormValues[K],
  b: AddressFormValues[K],
): boolean {
  return JSON.stringify(addressPayloadValue(field, a)) === JSON.stringify(addressPayloadValue(field, b));
}
