/** How many digits a shipment's yearly sequence number has: 99,999 shipments a year. */
const SEQUENCE_DIGITS = 5;

/** A shipment number: 'SH-' + the year + '-' + the year's gapless sequence, five digits ('SH-2026-00001'). */
export function shipmentNumber(year: number, sequence: number): string {
  return `SH-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** The prefix the house reference takes when settings name none. */
export const DEFAULT_HOUSE_REFERENCE_PREFIX = 'HB';

/** The global setting that holds the house bill (HBL/HAWB) prefix. */
export const HOUSE_REFERENCE_PREFIX_SETTING = 'shipment_house_reference_prefix';

/**
 * The house bill reference (HBL/HAWB) of a shipment: the setting's prefix, then the year and the same
 * sequence as the shipment number ('HB-2026-00001'); a blank prefix falls back to the default.
 */
export function houseReference(prefix: string, year: number, sequence: number): string {
  const chosen = prefix.trim() || DEFAULT_HOUSE_REFERENCE_PREFIX;
  return `${chosen}-${year}-${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}
