import { describe, expect, it } from 'vitest';
import {
  CALCULATION_METHODS,
  COST_ITEMS_PAGE_SIZE,
  COST_LOCATIONS,
  costCategoryLabel,
  FALLBACK_COST_CATEGORIES,
} from './cost-enums';

describe('cost enumerations', () => {
  it('list the methods, locations and fallback categories of the spec', () => {
    expect(CALCULATION_METHODS).toEqual(['Fixed', 'CBM', 'Weight']);
    expect(COST_LOCATIONS).toEqual(['Origin', 'Destination']);
    expect(FALLBACK_COST_CATEGORIES).toEqual([
      'packaging',
      'ocean-freight',
      'port-charges',
      'customs',
      'insurance',
      'documentation',
      'handling',
      'storage',
      'miscellaneous',
    ]);
    expect(COST_ITEMS_PAGE_SIZE).toBe(7);
  });

  it('label a category slug in title case', () => {
    expect(costCategoryLabel('ocean-freight')).toBe('Ocean Freight');
    expect(costCategoryLabel('customs')).toBe('Customs');
  });
});
