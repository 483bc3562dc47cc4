import { type FileSizeUnit, fileSizeParts } from '@freight/domain';
import type { MessageId } from '../i18n/i18n';
import { translate } from '../i18n/useT';
import { numberFormat } from '../preferences/numberFormat';

/** Each unit as a message: the office's own abbreviation (English 'KB', French 'Ko'). */
const UNIT_MESSAGES: Record<FileSizeUnit, MessageId> = {
  byte: 'files.sizeBytes',
  kilobyte: 'files.sizeKilobytes',
  megabyte: 'files.sizeMegabytes',
  gigabyte: 'files.sizeGigabytes',
  terabyte: 'files.sizeTerabytes',
};

/**
 * A file's size in the reader's language: the figure as their language writes it (German '1,5'), the unit by
 * message. English reads as it always did ('1.5 KB', '512 Bytes'); `Intl`'s own units would write 'kB' and
 * 'byte'. No thousands separator, as before ('1000 Bytes').
 */
export function fileSizeText(bytes: number): string {
  const { value, unit } = fileSizeParts(bytes);
  const size = numberFormat({ maximumFractionDigits: 2, useGrouping: false }).format(value);
  return translate(UNIT_MESSAGES[unit], { size });
}
