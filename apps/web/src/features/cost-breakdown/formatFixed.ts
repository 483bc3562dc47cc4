const formats = new Map<number, Intl.NumberFormat>();

/** A figure with exactly `decimals` places and thousands separators: CBM to 4, weight to 2 (spec section 9). */
export function formatFixed(value: number | null | undefined, decimals: number): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(decimals, format);
  }
  return format.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}
