const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
/** The unit a size is written in, as `Intl.NumberFormat` names the units. */
export type FileSizeUnit = 'byte' | 'kilobyte' | 'megabyte' | 'gigabyte' | 'terabyte';
const UNIT_NAMES: readonly FileSizeUnit[] = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'];

/**
 * A size as a figure (at most 2 decimals) and the largest unit it fills (base 1024): 1536 → 1.5 kilobyte.
 * The screens word the unit in the reader's language; `formatFileSize` writes it in English.
 */
export function fileSizeParts(bytes: number): { value: number; unit: FileSizeUnit } {
  if (!Number.isFinite(bytes) || bytes <= 0) return { value: 0, unit: 'byte' };
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  return { value: Number.parseFloat((bytes / 1024 ** unit).toFixed(2)), unit: UNIT_NAMES[unit] ?? 'byte' };
}

/** A size in English (Bytes, KB, MB, GB, TB, base 1024): 0 → '0 Bytes', 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  const { value, unit } = fileSizeParts(bytes);
  return `${value} ${UNITS[UNIT_NAMES.indexOf(unit)]}`;
}
