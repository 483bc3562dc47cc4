import {
  ADDRESS_DELIVERY_FLAGS,
  type Address,
  type AddressValues,
  addressDefaults,
  deliveryLocationFeaturesText,
} from '@freight/domain';

type CountField = 'floor_number' | 'people_needed' | 'number_of_steps';

/**
 * An address form's values: the stored fields, with the location features as the comma-separated text the
 * user edits and the counts as typed (text while incomplete, '' when blank).
 */
export type AddressFormValues = Omit<AddressValues, CountField | 'delivery_location_features'> &
  Record<CountField, number | string> & { delivery_location_features: string };

export type AddressField = keyof AddressFormValues;

/** A message per field: the schema's, the server's, or 'Failed to save changes'. */
export type AddressFormErrors = Partial<Record<AddressField, string>>;

/**
 * A new address as the form starts it: the server's defaults, but every delivery yes/no off. The server keeps
 * true for an API client that sends none of them; the form sends exactly what the user ticked, and nobody
 * has ticked anything yet.
 */
function newAddressValues(): AddressValues {
  const values = addressDefaults();
  for (const flag of ADDRESS_DELIVERY_FLAGS) values[flag] = false;
  return values;
}

/** The form's values for a stored address, or for a new one (`newAddressValues`) when none is given. */
export function addressFormValues(address?: Address): AddressFormValues {
  const source: AddressValues = address ?? newAddressValues();
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(addressDefaults()) as (keyof AddressValues)[])
    values[field] = source[field];
  values.delivery_location_features = deliveryLocationFeaturesText(source.delivery_location_features);
  return values as AddressFormValues;
}
