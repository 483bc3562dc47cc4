import { describe, expect, it } from 'vitest';
import { MODAL_BOX_ITEM_CHOICES, PAGE_BOX_ITEM_CHOICES } from './box-item-enums';

describe('box item form choices', () => {
  it('modal offers all five length units, cft and cbm, lbs and kg, New and Used, and AUD', () => {
    expect([...MODAL_BOX_ITEM_CHOICES.dimensionUnits].sort()).toEqual(['cm', 'ft', 'inches', 'm', 'mm']);
    expect(MODAL_BOX_ITEM_CHOICES.volumeUnits).toEqual(['cft', 'cbm']);
    expect(MODAL_BOX_ITEM_CHOICES.weightUnits).toEqual(['lbs', 'kg']);
    expect(MODAL_BOX_ITEM_CHOICES.conditions).toEqual(['New', 'Used']);
    expect(MODAL_BOX_ITEM_CHOICES.currencies).toContain('AUD');
  });

  it('full page offers inches, cm, m; kg, lbs, g; four conditions; no AUD', () => {
    expect(PAGE_BOX_ITEM_CHOICES.dimensionUnits).toEqual(['inches', 'cm', 'm']);
    expect(PAGE_BOX_ITEM_CHOICES.weightUnits).toEqual(['kg', 'lbs', 'g']);
    expect(PAGE_BOX_ITEM_CHOICES.volumeUnits).toEqual(['cbm', 'cft']);
    expect(PAGE_BOX_ITEM_CHOICES.conditions).toEqual(['New', 'Used', 'Fair', 'Poor']);
    expect(PAGE_BOX_ITEM_CHOICES.currencies).toEqual(['USD', 'EUR', 'GBP', 'CAD']);
  });
});
