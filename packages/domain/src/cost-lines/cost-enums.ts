import { choiceField } from '../shared/fields';

export const CALCULATION_METHODS = ['Fixed', 'CBM', 'Weight', 'Chargeable'] as const;
export type CalculationMethod = (typeof CALCULATION_METHODS)[number];
export const calculationMethodSchema = choiceField('Calculation method', CALCULATION_METHODS);
export const DEFAULT_CALCULATION_METHOD: CalculationMethod = 'Fixed';

export const COST_LOCATIONS = ['Origin', 'Destination'] as const;
export type CostLocation = (typeof COST_LOCATIONS)[number];
export const costLocationSchema = choiceField('Location', COST_LOCATIONS);
export const DEFAULT_COST_LOCATION: CostLocation = 'Origin';

/** Categories offered when none can be loaded (and a sensible seed for a new database). */
export const FALLBACK_COST_CATEGORIES = [
  'packaging',
  'ocean-freight',
  'port-charges',
  'customs',
  'insurance',
  'documentation',
  'handling',
  'storage',
  'miscellaneous',
] as const;

/** 'ocean-freight' → 'Ocean Freight'. */
export function costCategoryLabel(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Rows per page of the cost items table. */
export const COST_ITEMS_PAGE_SIZE = 7;
