import { boxItemModalDefaults, boxItemPageDefaults } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { boxItemDraft } from './boxItemDraft';
import { boxItemPayload } from './boxItemPayload';

describe('boxItemPayload', () => {
  it('turns blank or invalid numbers into null and an invalid quantity into 1', () => {
    const draft = {
      ...boxItemDraft(boxItemModalDefaults(), 'tags'),
      name: ' Desk ',
      length: '',
      width: '12.5',
      height: 'x',
      quantity: '',
    };
    expect(boxItemPayload(draft)).toMatchObject({
      name: 'Desk',
      length: null,
      width: 12.5,
      height: null,
      quantity: 1,
    });
    expect(boxItemPayload({ ...draft, quantity: '2.7' }).quantity).toBe(2);
  });

  it('sends tags and free text as a list of distinct trimmed tags, or null when there are none', () => {
    const tags = {
      ...boxItemDraft(boxItemModalDefaults(), 'tags'),
      product_specifications: ['Fragile', 'Fragile'],
    };
    expect(boxItemPayload(tags).product_specifications).toEqual(['Fragile']);
    const text = {
      ...boxItemDraft(boxItemPageDefaults(), 'text'),
      product_specifications: ' Fragile , , High Value ',
    };
    expect(boxItemPayload(text).product_specifications).toEqual(['Fragile', 'High Value']);
    expect(boxItemPayload({ ...text, product_specifications: ' , ' }).product_specifications).toBeNull();
  });

  it('drops the insured value when insurance is not required, as the form hides it then', () => {
    const draft = { ...boxItemDraft(boxItemModalDefaults(), 'tags'), insurance_value: 900 };
    expect(boxItemPayload(draft).insurance_value).toBeNull();
    expect(boxItemPayload({ ...draft, insurance_required: true }).insurance_value).toBe(900);
  });

  it('never sends the computed CBM or weight: the server computes them', () => {
    const payload = boxItemPayload(boxItemDraft(boxItemModalDefaults(), 'tags'));
    expect(payload).not.toHaveProperty('total_cbm');
    expect(payload).not.toHaveProperty('individual_weight');
  });
});
