import {
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

/** The form's values for a stored address, or for a new one (the server's defaults) when none is given. */
export function addressFormValues(address?: Address): AddressFormValues {
  const source: AddressValues = address ?? addressDefaults();
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(addressDefaults()) as (keyof AddressValues)[])
    values[field] = source[field];
  values.delivery_location_features = deliveryLocationFeaturesText(source.delivery_location_features);
  return values as AddressFormValues;
}
