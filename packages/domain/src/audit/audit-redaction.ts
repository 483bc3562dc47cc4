/**
 * Key names whose values never enter the audit trail, at any depth: passwords and their hashes, tokens,
 * TOTP secrets and recovery codes. Compared without case and without `_`/`-`, and as parts of a name
 * (`new_password`, `passwordHash`, `session_token`), so a new field of that kind is covered too.
 */
const SECRET_KEY_PARTS = [
  'password',
  'passwd',
  'hash',
  'token',
  'secret',
  'recoverycode',
  'totp',
  'challenge',
  'cookie',
  'apikey',
  'sessionid',
] as const;

/** Short names that are secrets only as a whole word (`zip_code` is not a secret, `code` is). */
const SECRET_KEYS = new Set(['code', 'codes', 'otp', 'pin', 'key']);

export const REDACTED = '[redacted]';

/** Keys whose value is the name of another value (a changed field, a setting's key). */
const NAME_KEYS = ['field', 'setting_key'];

const normalise = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '');

/** True when a key names a secret that the audit trail must not hold. */
export function isSecretKey(key: string): boolean {
  const name = normalise(key);
  return SECRET_KEYS.has(name) || SECRET_KEY_PARTS.some((part) => name.includes(part));
}

/**
 * A copy of `value` with every secret key's value replaced by `[redacted]`, at any depth (arrays included).
 * A change `{field: 'password_hash', old, new}` keeps its field name but loses both values.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  // `{field: 'password_hash', old, new}` or `{setting_key: 'smtp_password', setting_value}`: the name is kept,
  // the values go.
  const namesSecret = NAME_KEYS.some((k) => typeof source[k] === 'string' && isSecretKey(source[k]));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(source)) {
    if (isSecretKey(key) || (namesSecret && !NAME_KEYS.includes(key))) copy[key] = REDACTED;
    else copy[key] = redactSecrets(inner);
  }
  return copy;
}
