import { addressCreateSchema } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { addressFormValues } from './addressFormValues';
import { addressPayload } from './addressPayload';
import { sameAddressValue } from './sameAddressValue';

describe('addressPayload', () => {
  it('sends the location features as a list of trimmed non-empty strings', () => {
    const values = { ...addressFormValues(), delivery_location_features: ' gated , , narrow street ' };
    expect(addressPayload(values, ['delivery_location_features'])).toEqual({
      delivery_location_features: ['gated', 'narrow street'],
    });
  });

  it('sends a blank count as null (stored as 1) and text trimmed', () => {
    const values = { ...addressFormValues(), floor_number: '', city: ' Lyon ' };
    expect(addressPayload(values, ['floor_number', 'city'])).toEqual({ floor_number: null, city: 'Lyon' });
  });

  it("a blank new address fails with the spec's required-field messages", () => {
    const result = addressCreateSchema.safeParse(addressPayload(addressFormValues()));
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining(['First name is required', 'Phone number is required', 'Email is required']),
    );
  });
});

describe('sameAddressValue', () => {
  it('treats values that would be sent the same as unchanged', () => {
    expect(sameAddressValue('city', ' Lyon ', 'Lyon')).toBe(true);
    expect(sameAddressValue('delivery_location_features', 'a,b', 'a, b, ')).toBe(true);
    expect(sameAddressValue('people_needed', '2', 2)).toBe(true);
    expect(sameAddressValue('city', 'Lyon', 'Paris')).toBe(false);
  });
});
