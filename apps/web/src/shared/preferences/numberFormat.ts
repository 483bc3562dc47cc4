import { localeOf } from '@freight/domain';
import { displayPreferences } from './displayPreferences';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat` in the user's language ('en' writes 1,234.50, 'de' 1.234,50), made once per
 * language and options. Throws as `Intl.NumberFormat` does (an unknown currency code).
 */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = localeOf(displayPreferences.get().language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
