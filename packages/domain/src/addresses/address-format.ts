import { ADDRESS_FORMAT_ROWS } from './address-formats.data';

/**
 * How a country writes its addresses, from Google's libaddressinput data (address-formats.data.ts): whether
 * it has a postcode and a state or province, which of them a deliverable address needs, the postcode's
 * pattern and what the country calls both. Hong Kong has no postcode; Germany has no state.
 */
export interface AddressFormat {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  /** The English name, as messages name the country. */
  name: string;
  /** null: the country has no postcodes. */
  postcode: {
    required: boolean;
    /** Matches a whole postcode (letters in any case); null when libaddressinput gives no pattern. */
    pattern: RegExp | null;
    /** 'ZIP code', 'PIN code' or 'Postcode'. */
    label: string;
    /** What a valid one looks like: '5 digits', or 'e.g. 95014 or 22162-1010'; '' when unknown. */
    shape: string;
  } | null;
  /** null: the country has no state or province in its addresses. */
  state: { required: boolean; label: string } | null;
}

const POSTCODE_LABELS: Record<string, string> = { zip: 'ZIP code', pin: 'PIN code', eircode: 'Eircode' };
const STATE_LABELS: Record<string, string> = { do_si: 'Province', oblast: 'Oblast' };

/** Other ways staff write some countries (the data has the English and the postal name of each). */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  'hong kong sar': 'HK',
  hongkong: 'HK',
  holland: 'NL',
  deutschland: 'DE',
  espana: 'ES',
  uae: 'AE',
  prc: 'CN',
  'peoples republic of china': 'CN',
  korea: 'KR',
  'republic of korea': 'KR',
  nippon: 'JP',
  russia: 'RU',
  turkiye: 'TR',
  'czech republic': 'CZ',
  macau: 'MO',
  vietnam: 'VN',
};

/** Lower case, no accents, no punctuation, single spaces and no leading 'the': how names are compared. */
function countryKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

function titleCase(kind: string): string {
  return kind.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
}

function postcodeShape(pattern: string, examples: string): string {
  const digits = /^\\d\{(\d+)\}$/.exec(pattern);
  if (digits) return `${digits[1]} digits`;
  const shown = examples.split(',').filter(Boolean);
  return shown.length > 0 ? `e.g. ${shown.join(' or ')}` : '';
}

function formatOf(row: (typeof ADDRESS_FORMAT_ROWS)[number]): AddressFormat {
  const [code, name, , pattern, fields, stateKind, postcodeKind, examples] = row;
  return {
    code,
    name,
    postcode: fields.includes('z')
      ? {
          required: fields.includes('Z'),
          pattern: pattern ? new RegExp(`^(?:${pattern})$`, 'i') : null,
          label: POSTCODE_LABELS[postcodeKind] ?? 'Postcode',
          shape: postcodeShape(pattern, examples),
        }
      : null,
    state: fields.includes('s')
      ? {
          required: fields.includes('S'),
          label: STATE_LABELS[stateKind] ?? titleCase(stateKind || 'province'),
        }
      : null,
  };
}

const FORMATS = new Map(ADDRESS_FORMAT_ROWS.map((row) => [row[0], formatOf(row)]));
const BY_NAME = new Map<string, string>();
for (const [code, name, postalName] of ADDRESS_FORMAT_ROWS) {
  BY_NAME.set(countryKey(name), code);
  BY_NAME.set(countryKey(postalName), code);
}
for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) BY_NAME.set(alias, code);

/**
 * The format of the country as typed in an address ('Germany', 'DE', 'Deutschland', 'hong kong'), or
 * undefined when the text names no country the data knows.
 */
export function addressFormatOf(country: string | null | undefined): AddressFormat | undefined {
  const text = country?.trim() ?? '';
  if (text === '') return undefined;
  const byCode = /^[a-z]{2}$/i.test(text) ? FORMATS.get(text.toUpperCase()) : undefined;
  if (byCode) return byCode;
  const code = BY_NAME.get(countryKey(text));
  return code === undefined ? undefined : FORMATS.get(code);
}

/** Which of the two country-dependent fields an address must have. */
export interface AddressFieldNeeds {
  province: boolean;
  zip_code: boolean;
}

/**
 * Whether an address in the given country needs a province/state and a postcode. A blank or unknown country
 * needs both, as every address did before the country was read: nothing is waived without knowing where.
 */
export function addressFieldNeeds(country: string | null | undefined): AddressFieldNeeds {
  const format = addressFormatOf(country);
  if (!format) return { province: true, zip_code: true };
  return { province: format.state?.required ?? false, zip_code: format.postcode?.required ?? false };
}
