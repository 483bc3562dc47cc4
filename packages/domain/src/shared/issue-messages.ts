import { fieldMessages as F, formatLimit, orList } from './messages';

// zod 4's English defaults (zod/v4/locales/en.js): what a check says when nobody gave it a message.
const FORMAT_NAMES = [
  'input',
  'email address',
  'URL',
  'emoji',
  'UUID(?:v\\d)?',
  'nanoid',
  'GUID',
  'cuid2?',
  'ULID',
  'XID',
  'KSUID',
  'ISO (?:datetime|date|time|duration)',
  'IPv[46] (?:address|range)',
  'MAC address',
  'base64(?:url)?-encoded string',
  'JSON string',
  'E\\.164 number',
  'currency code',
  'credit card number',
  'IBAN',
  'JWT',
];
const LIBRARY_MESSAGE = new RegExp(
  [
    '^Invalid input',
    '^Invalid option',
    '^Too big',
    '^Too small',
    '^Invalid string',
    '^Invalid number',
    '^Unrecognized keys?:',
    '^Invalid key in',
    '^Invalid value in',
    '^Invalid discriminator',
    '^Invalid value$',
    '^Expected ',
    '^Required$',
    `^Invalid (?:${FORMAT_NAMES.join('|')})$`,
  ].join('|'),
);

/** True for a message zod writes by default ('Too big: expected string to have <=255 characters'). */
export function isLibraryMessage(message: string | undefined): boolean {
  return message === undefined || message === '' || LIBRARY_MESSAGE.test(message);
}

/** 'sort_order' → 'Sort order', 'account_manager_id' → 'Account manager ID', for fields no form labels. */
export function fieldLabel(name: string): string {
  const words = name
    .split(/[_.\s]+/)
    .filter(Boolean)
    .map((word) => (word === 'id' ? 'ID' : word));
  const text = words.join(' ') || 'Value';
  return text[0]!.toUpperCase() + text.slice(1);
}

/** The parts of a zod issue the wording depends on (as zod reports it, or as Fastify passes it on). */
export interface IssueLike {
  code?: string;
  message?: string;
  expected?: unknown;
  origin?: unknown;
  format?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  inclusive?: unknown;
  values?: unknown;
  keys?: unknown;
}

function typeMessage(issue: IssueLike, label: string): string {
  // Issues do not carry the input; the default message says what was received.
  if (/received undefined$/.test(issue.message ?? '')) return F.required(label);
  switch (issue.expected) {
    case 'number':
    case 'bigint':
      return F.notNumber(label);
    case 'int':
      return F.notWhole(label);
    case 'string':
      return F.notText(label);
    case 'boolean':
      return F.notBoolean(label);
    case 'array':
      return `${label} must be a list`;
    case 'object':
      return `${label} must be an object`;
    default:
      return `${label} is not valid`;
  }
}

function sizeMessage(issue: IssueLike, label: string, big: boolean): string {
  const limit = Number(big ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  if (issue.origin === 'string') {
    if (big) return F.tooLong(label, inclusive ? limit : limit - 1);
    return limit <= 1 ? F.required(label) : F.tooShort(label, inclusive ? limit : limit + 1);
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return big
      ? `${label} can have at most ${formatLimit(inclusive ? limit : limit - 1)} entries`
      : `${label} must have at least ${formatLimit(inclusive ? limit : limit + 1)} entries`;
  }
  if (big) return inclusive ? F.atMost(label, limit) : `${label} must be less than ${formatLimit(limit)}`;
  if (limit === 0) return inclusive ? F.negative(label) : `${label} must be greater than 0`;
  return inclusive ? F.atLeast(label, limit) : `${label} must be greater than ${formatLimit(limit)}`;
}

/**
 * A sentence for an issue whose message is a library default, naming the field by `label`: the safety net
 * for schemas that did not word their checks (route params, query strings). Domain schemas word their own.
 */
export function humanIssueMessage(issue: IssueLike, label: string): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue, label);
    case 'too_big':
      return sizeMessage(issue, label, true);
    case 'too_small':
      return sizeMessage(issue, label, false);
    case 'invalid_value':
      return Array.isArray(issue.values)
        ? F.oneOf(label, issue.values.map((value) => String(value)).filter(Boolean))
        : `${label} is not one of the allowed values`;
    case 'invalid_format':
      return issue.format === 'date' ? F.invalidDate(label) : `${label} is not valid`;
    case 'not_multiple_of':
      return `${label} is not an allowed step`;
    case 'unrecognized_keys': {
      const keys = Array.isArray(issue.keys) ? issue.keys.map(String) : [];
      return keys.length === 1
        ? `${keys[0]} is not a known field`
        : `${orList(keys, 'and')} are not known fields`;
    }
    default:
      return `${label} is not valid`;
  }
}
