import { translate } from '../i18n/useT';

/** A form value as plain text for the conflict notice: Yes/No for a flag, '' for nothing. */
export function formatFieldValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? translate('common.yes') : translate('common.no');
  return String(value).trim();
}
