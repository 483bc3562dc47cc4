const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const STEP = 1024;

/**
 * A file size as people read it (spec section 5: bytes, KB, MB, GB, TB): binary steps, up to two decimals
 * with trailing zeros dropped ('1.5 MB', '100 MB'), and TB for anything larger.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(STEP)), UNITS.length - 1);
  const value = bytes / STEP ** exponent;
  // Rounding can reach the next unit (1023.999 KB), which reads better as 1 MB.
  const rounded = Number(value.toFixed(2));
  if (rounded >= STEP && exponent < UNITS.length - 1) return `1 ${UNITS[exponent + 1]}`;
  return `${rounded} ${UNITS[exponent]}`;
}
