import { addressFieldNeeds, addressFormatOf } from '@freight/domain';

/** Whether a country-dependent field is required, and the line under it that says why. */
export interface AddressCountryHint {
  required: boolean;
  description?: string;
}

/** Province/State as the typed country needs it: 'State in United States', 'Not used in Germany'. */
export function provinceHint(country: string): AddressCountryHint {
  const required = addressFieldNeeds(country).province;
  const format = addressFormatOf(country);
  if (!format) return { required };
  if (!format.state) return { required, description: `Not used in ${format.name} addresses` };
  const where = `${format.state.label} in ${format.name}`;
  return { required, description: required ? where : `Optional: ${where.toLowerCase()}` };
}

/** ZIP/Postal code as the typed country needs it: 'Postcode: 5 digits', 'Hong Kong has no postcodes'. */
export function postcodeHint(country: string): AddressCountryHint {
  const required = addressFieldNeeds(country).zip_code;
  const format = addressFormatOf(country);
  if (!format) return { required };
  if (!format.postcode) return { required, description: `${format.name} has no postcodes: leave it blank` };
  const { label, shape } = format.postcode;
  const text = shape ? `${label}: ${shape}` : label;
  return { required, description: required ? text : `Optional. ${text}` };
}
