import { type AddressFormat, addressFieldNeeds, addressFormatOf } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';
import { i18n } from '../../shared/i18n/i18n';
import { type Translate, translate } from '../../shared/i18n/useT';
import { translateFieldErrors } from '../../shared/i18n/validationMessages';

/** Whether a country-dependent field is required, and the line under it that says why. */
export interface AddressCountryHint {
  required: boolean;
  description?: string;
}

/** What a country calls its states and postcodes (address-format.ts's English labels), as messages. */
const LABEL_KINDS: Readonly<Record<string, MessageId>> = {
  State: 'addresses.kindState',
  Province: 'addresses.kindProvince',
  Area: 'addresses.kindArea',
  County: 'addresses.kindCounty',
  Department: 'addresses.kindDepartment',
  District: 'addresses.kindDistrict',
  Island: 'addresses.kindIsland',
  Parish: 'addresses.kindParish',
  Prefecture: 'addresses.kindPrefecture',
  Oblast: 'addresses.kindOblast',
  Emirate: 'addresses.kindEmirate',
  'ZIP code': 'addresses.kindZipCode',
  'PIN code': 'addresses.kindPinCode',
  Eircode: 'addresses.kindEircode',
  Postcode: 'addresses.kindPostcode',
};

/** The words of the hints and messages in the reader's language, with the country named in it too. */
export interface AddressWords {
  t: Translate;
  /** 'en', 'de', ...: the active language. */
  locale: string;
}

/** The active language's words, for the hints and messages drawn by a component that reads `useT()`. */
export const addressWords = (): AddressWords => ({ t: translate, locale: i18n.locale });

const labelOf = (label: string, { t }: AddressWords) => {
  const id = LABEL_KINDS[label];
  return id ? t(id) : label;
};

/** The country by its name in the reader's language; in English the data's own name ('Hong Kong'). */
function countryOf(format: AddressFormat, { locale }: AddressWords): string {
  if (locale === 'en') return format.name;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(format.code) ?? format.name;
  } catch {
    return format.name;
  }
}

/** What a valid postcode looks like ('5 digits', 'e.g. 95014 or 22162-1010'), from the domain's English. */
function shapeOf(shape: string, words: AddressWords): string {
  const digits = /^(\d+) digits$/.exec(shape);
  if (digits) return words.t('addresses.shapeDigits', { count: Number(digits[1]) });
  const examples = /^e\.g\. (.+)$/.exec(shape);
  if (examples) {
    const or = ` ${words.t('addresses.shapeOr')} `;
    return words.t('addresses.shapeExamples', { examples: examples[1]!.split(' or ').join(or) });
  }
  return shape;
}

/** Province/State as the typed country needs it: 'State in United States', 'Not used in Germany addresses'. */
export function provinceHint(country: string, words: AddressWords): AddressCountryHint {
  const { t } = words;
  const required = addressFieldNeeds(country).province;
  const format = addressFormatOf(country);
  if (!format) return { required };
  const name = countryOf(format, words);
  if (!format.state) return { required, description: t('addresses.hintStateNotUsed', { country: name }) };
  const where = t('addresses.hintStateWhere', { label: labelOf(format.state.label, words), country: name });
  if (required) return { required, description: where };
  // English has always read this one as a lower-case phrase ('Optional: state in argentina'); other
  // languages keep their capitals (German nouns, country names).
  return {
    required,
    description: t('addresses.hintStateOptional', {
      where: words.locale === 'en' ? where.toLowerCase() : where,
    }),
  };
}

/** ZIP/Postal code as the typed country needs it: 'Postcode: 5 digits', 'Hong Kong has no postcodes'. */
export function postcodeHint(country: string, words: AddressWords): AddressCountryHint {
  const { t } = words;
  const required = addressFieldNeeds(country).zip_code;
  const format = addressFormatOf(country);
  if (!format) return { required };
  if (!format.postcode) {
    return { required, description: t('addresses.hintNoPostcodes', { country: countryOf(format, words) }) };
  }
  const label = labelOf(format.postcode.label, words);
  const text = format.postcode.shape
    ? t('addresses.hintPostcodeShape', { label, shape: shapeOf(format.postcode.shape, words) })
    : label;
  return { required, description: required ? text : t('addresses.hintOptional', { text }) };
}

/** The domain's sentence for a postcode that does not fit its country (address-country-rules.ts). */
const POSTCODE_INVALID = /^(.+) is not valid for (.+?)(?: \((.+)\))?$/;

/**
 * A field's message in the reader's language: a postcode that does not fit its country, worded with the
 * country's own label and shape, or any message with an id (validationMessages.ts); others stay as written.
 */
export function addressMessage(message: string, words: AddressWords): string {
  const invalid = POSTCODE_INVALID.exec(message);
  const format = invalid ? addressFormatOf(invalid[2]) : undefined;
  if (!invalid || !format) return translateFieldErrors({ message }).message;
  const values = { label: labelOf(invalid[1]!, words), country: countryOf(format, words) };
  return invalid[3]
    ? words.t('addresses.postcodeInvalidShape', { ...values, shape: shapeOf(invalid[3], words) })
    : words.t('addresses.postcodeInvalid', values);
}
