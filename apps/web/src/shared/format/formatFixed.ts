const formats = new Map<number, Intl.NumberFormat>();

/** A figure with exactly `decimals` places and thousands separators; non-numbers count as 0. */
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
