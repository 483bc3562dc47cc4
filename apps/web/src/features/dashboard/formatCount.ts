import { numberFormat } from '../../shared/preferences/numberFormat';

/** A whole count in the user's language (1,234 or 1.234). */
export function formatCount(value: number): string {
  return numberFormat({ maximumFractionDigits: 0 }).format(value);
}
