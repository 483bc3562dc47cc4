import { type CargoLine, PAGE_BOX_ITEM_CHOICES } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { withItemUnits } from './withItemUnits';

describe('withItemUnits', () => {
  it("adds an edited item's unit and currency when the form does not offer them", () => {
    const item = {
      dimension_unit: 'mm',
      volume_unit: 'cbm',
      weight_unit: 'kg',
      condition: 'New',
      declared_value_currency: 'AUD',
    } as CargoLine;
    const choices = withItemUnits(PAGE_BOX_ITEM_CHOICES, item);
    expect(choices.dimensionUnits).toEqual(['inches', 'cm', 'm', 'mm']);
    expect(choices.currencies).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'AUD']);
    expect(choices.weightUnits).toEqual(PAGE_BOX_ITEM_CHOICES.weightUnits);
  });

  it('leaves the choices alone for a new item', () => {
    expect(withItemUnits(PAGE_BOX_ITEM_CHOICES, null)).toEqual(PAGE_BOX_ITEM_CHOICES);
  });
});
