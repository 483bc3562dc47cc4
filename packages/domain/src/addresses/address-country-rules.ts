import { addressFieldNeeds, addressFormatOf } from './address-format';

/** The required messages of the two fields, as the form has always worded them. */
export const COUNTRY_FIELD_MESSAGES = {
  provinceRequired: 'Province/State is required',
  zipCodeRequired: 'ZIP/Postal code is required',
} as const;

/** The fields whose rules follow the address's country. */
export type AddressCountryField = 'province' | 'zip_code';

/** Read also from a body whose other fields failed, so a value may be of any type. */
interface CountryDependentValues {
  country?: unknown;
  province?: unknown;
  zip_code?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 'Postcode is not valid for Germany (5 digits)'. */
function postcodeInvalidMessage(label: string, country: string, shape: string): string {
  return `${label} is not valid for ${country}${shape ? ` (${shape})` : ''}`;
}

/**
 * What is wrong with an address's province/state and postcode for its country, by field: a required one
 * missing (COUNTRY_FIELD_MESSAGES) or a
 * postcode that does not match the country's pattern. `only` limits the answer to the fields a change sent,
 * so changing the country alone never fails on a field the user has not reached yet.
 */
export function addressCountryProblems(
  values: CountryDependentValues,
  only?: readonly AddressCountryField[],
): Partial<Record<AddressCountryField, string>> {
  const country = textOf(values.country);
  const needs = addressFieldNeeds(country);
  const format = addressFormatOf(country);
  const province = textOf(values.province);
  const postcode = textOf(values.zip_code);
  const problems: Partial<Record<AddressCountryField, string>> = {};
  if (needs.province && province === '') problems.province = COUNTRY_FIELD_MESSAGES.provinceRequired;
  if (needs.zip_code && postcode === '') problems.zip_code = COUNTRY_FIELD_MESSAGES.zipCodeRequired;
  else if (postcode !== '' && format?.postcode?.pattern && !format.postcode.pattern.test(postcode)) {
    problems.zip_code = postcodeInvalidMessage(format.postcode.label, format.name, format.postcode.shape);
  }
  if (!only) return problems;
  return Object.fromEntries(only.filter((f) => problems[f]).map((f) => [f, problems[f]]));
}
