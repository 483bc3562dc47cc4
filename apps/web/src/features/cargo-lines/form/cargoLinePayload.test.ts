import { cargoLineModalDefaults, cargoLinePageDefaults } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { cargoLineDraft } from './cargoLineDraft';
import { cargoLinePayload } from './cargoLinePayload';

describe('cargoLinePayload', () => {
  it('turns blank or invalid numbers into null and an invalid quantity into 1', () => {
    const draft = {
      ...cargoLineDraft(cargoLineModalDefaults(), 'tags'),
      name: ' Desk ',
      length: '',
      width: '12.5',
      height: 'x',
      quantity: '',
    };
    expect(cargoLinePayload(draft)).toMatchObject({
      name: 'Desk',
      length: null,
      width: 12.5,
      height: null,
      quantity: 1,
    });
    expect(cargoLinePayload({ ...draft, quantity: '2.7' }).quantity).toBe(2);
  });

  it('sends tags and free text as a list of distinct trimmed tags, or null when there are none', () => {
    const tags = {
      ...cargoLineDraft(cargoLineModalDefaults(), 'tags'),
      product_specifications: ['Fragile', 'Fragile'],
    };
    expect(cargoLinePayload(tags).product_specifications).toEqual(['Fragile']);
    const text = {
      ...cargoLineDraft(cargoLinePageDefaults(), 'text'),
      product_specifications: ' Fragile , , High Value ',
    };
    expect(cargoLinePayload(text).product_specifications).toEqual(['Fragile', 'High Value']);
    expect(cargoLinePayload({ ...text, product_specifications: ' , ' }).product_specifications).toBeNull();
  });

  it('drops the insured value when insurance is not required, as the form hides it then', () => {
    const draft = { ...cargoLineDraft(cargoLineModalDefaults(), 'tags'), insurance_value: 900 };
    expect(cargoLinePayload(draft).insurance_value).toBeNull();
    expect(cargoLinePayload({ ...draft, insurance_required: true }).insurance_value).toBe(900);
  });

  it('never sends the computed CBM or weight: the server computes them', () => {
    const payload = cargoLinePayload(cargoLineDraft(cargoLineModalDefaults(), 'tags'));
    expect(payload).not.toHaveProperty('total_cbm');
    expect(payload).not.toHaveProperty('individual_weight');
  });
});
