const cbm = new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/** Cubic metres to 4 decimals, as every screen shows CBM (spec section 9). */
export function formatCbm(value: number | null | undefined): string {
  return cbm.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}
