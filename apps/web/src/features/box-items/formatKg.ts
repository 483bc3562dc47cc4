const kg = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Kilograms to 2 decimals, as every screen shows weight (spec section 9). */
export function formatKg(value: number | null | undefined): string {
  return kg.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}
