import { describe, expect, it } from 'vitest';
import { costCategoryLabel } from './cost-enums';

describe('cost category labels', () => {
  it('label a category slug in title case', () => {
    expect(costCategoryLabel('ocean-freight')).toBe('Ocean Freight');
    expect(costCategoryLabel('customs')).toBe('Customs');
  });
});
