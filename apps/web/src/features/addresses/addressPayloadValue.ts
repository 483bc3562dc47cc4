import { normalizeDeliveryLocationFeatures, toFiniteNumber } from '@freight/domain';
import type { AddressField, AddressFormValues } from './addressFormValues';

const COUNTS = new Set<AddressField>(['floor_number', 'people_needed', 'number_of_steps']);

/**
 * One field as the API takes it: features as a list of trimmed non-empty strings, a blank count as null
 * (the server stores 1), text trimmed. Also the form's notion of "changed": two values are the same when
 * they would be sent the same.
 */
export function addressPayloadValue<K extends AddressField>(field: K, value: AddressFormValues[K]): unknown {
  if (field === 'delivery_location_features') return normalizeDeliveryLocationFeatures(value as string);
  if (COUNTS.has(field)) {
    if (value === '') return null;
    return toFiniteNumber(value) ?? value;
  }
  return typeof value === 'string' ? value.trim() : value;
}
