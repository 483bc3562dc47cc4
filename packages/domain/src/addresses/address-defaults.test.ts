import { describe, expect, it } from 'vitest';
import { addressCreateSchema } from './address';
import { complete } from './address.fixtures';
import { addressChanges, addressDefaults, addressFromCreateInput } from './address-defaults';
import { ADDRESS_DELIVERY_FLAGS } from './address-enums';

describe('address defaults', () => {
  it('sets every delivery yes/no to true, counts to 1, type Commercial and texts empty', () => {
    const defaults = addressDefaults();
    for (const flag of ADDRESS_DELIVERY_FLAGS) expect(defaults[flag], flag).toBe(true);
    expect(defaults).toMatchObject({
      address_type: 'Commercial',
      floor_number: 1,
      people_needed: 1,
      number_of_steps: 1,
      company_name: '',
      advance_notice_period: '',
      elevator_capacity: '',
      delivery_location_features: [],
    });
  });

  it('fills what a new address leaves out and drops the link fields', () => {
    const input = addressCreateSchema.parse({
      ...complete,
      inside_delivery: false,
      people_needed: null,
      quotation_id: 3,
      quotation_role: 'origin',
    });
    const values = addressFromCreateInput(input);
    expect(values).toMatchObject({
      ...complete,
      inside_delivery: false,
      stairs_present: true,
      people_needed: 1,
    });
    expect(values).not.toHaveProperty('quotation_id');
    expect(values).not.toHaveProperty('quotation_role');
  });

  it('stores a blank count as 1 on update and leaves absent fields out', () => {
    expect(addressChanges({ floor_number: null, city: 'Porto', unit: undefined })).toEqual({
      floor_number: 1,
      city: 'Porto',
    });
  });
});
