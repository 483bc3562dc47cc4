import { describe, expect, it } from 'vitest';
import { fieldErrorsAgainst } from '../shared/field-errors';
import {
  ADDRESS_MESSAGES,
  addressCreateSchema,
  addressUpdateSchema,
  deliveryLocationFeaturesText,
  normalizeDeliveryLocationFeatures,
} from './address';
import { complete, requiredFieldMessages } from './address.fixtures';

const fieldErrors = fieldErrorsAgainst(addressCreateSchema);

describe('address create validation', () => {
  it('names every missing required field with the spec message', () => {
    expect(fieldErrors({})).toEqual(requiredFieldMessages);
  });

  it('treats blank text as missing', () => {
    expect(fieldErrors({ ...complete, city: '   ', email: '' })).toEqual({
      city: 'City is required',
      email: 'Email is required',
    });
  });

  it("refuses an email or alternative email that is not an address with 'Please enter a valid email address'", () => {
    expect(fieldErrors({ ...complete, email: 'ana@example' })).toEqual({
      email: ADDRESS_MESSAGES.invalidEmail,
    });
    expect(fieldErrors({ ...complete, alt_email: 'nope' })).toEqual({
      alt_email: ADDRESS_MESSAGES.invalidEmail,
    });
    expect(fieldErrors({ ...complete, alt_email: '' })).toEqual({});
  });

  it('accepts the enums and refuses other values', () => {
    expect(
      fieldErrors({
        ...complete,
        address_type: 'Port',
        advance_notice_period: '1week',
        elevator_capacity: 'freight',
      }),
    ).toEqual({});
    expect(fieldErrors({ ...complete, advance_notice_period: '', elevator_capacity: '' })).toEqual({});
    expect(
      fieldErrors({
        ...complete,
        address_type: 'Castle',
        advance_notice_period: '2h',
        elevator_capacity: 'huge',
      }),
    ).toEqual({
      address_type: 'Address type must be Commercial, Residential, Industrial, Warehouse, Port or Airport',
      advance_notice_period: 'Advance notice period must be 24h, 48h, 72h or 1week',
      elevator_capacity: 'Elevator capacity must be small, medium, large or freight',
    });
  });

  it('checks floor, people and steps, accepting numeric strings and blanks', () => {
    const parsed = addressCreateSchema.parse({
      ...complete,
      floor_number: '3',
      people_needed: '',
      number_of_steps: 2,
    });
    expect(parsed).toMatchObject({ floor_number: 3, people_needed: null, number_of_steps: 2 });
    expect(fieldErrors({ ...complete, floor_number: 1.5, people_needed: 0, number_of_steps: -2 })).toEqual({
      floor_number: 'Floor number must be a whole number',
      people_needed: 'People needed must be at least 1',
      number_of_steps: 'Number of steps must be at least 1',
    });
  });

  it('reads location features from a list or comma-separated text', () => {
    expect(
      addressCreateSchema.parse({ ...complete, delivery_location_features: ' dock, ,gate ' }),
    ).toMatchObject({
      delivery_location_features: ['dock', 'gate'],
    });
    expect(
      addressCreateSchema.parse({ ...complete, delivery_location_features: ['  ramp', '', 'lift '] }),
    ).toMatchObject({ delivery_location_features: ['ramp', 'lift'] });
  });

  it('takes quotation_id and quotation_role for the link', () => {
    expect(
      addressCreateSchema.parse({ ...complete, quotation_id: '7', quotation_role: 'origin' }),
    ).toMatchObject({
      quotation_id: 7,
      quotation_role: 'origin',
    });
    expect(addressCreateSchema.parse({ ...complete, quotation_id: null })).toMatchObject({
      quotation_id: null,
    });
    expect(fieldErrors({ ...complete, quotation_id: 'x' })).toEqual({ quotation_id: 'Quotation not found' });
  });
});

describe('address update validation', () => {
  it('accepts any subset, but a required field that is sent must not be blank', () => {
    expect(fieldErrors({ company_name: 'Acme' }, addressUpdateSchema)).toEqual({});
    expect(fieldErrors({ contact_last_name: '', phone: ' ' }, addressUpdateSchema)).toEqual({
      contact_last_name: 'Last name is required',
      phone: 'Phone number is required',
    });
    expect(fieldErrors({ email: 'x' }, addressUpdateSchema)).toEqual({
      email: ADDRESS_MESSAGES.invalidEmail,
    });
  });
});

describe('delivery location features', () => {
  it('keeps trimmed non-empty strings in order and prints them comma-separated', () => {
    expect(normalizeDeliveryLocationFeatures('a, b ,, c')).toEqual(['a', 'b', 'c']);
    expect(normalizeDeliveryLocationFeatures(null)).toEqual([]);
    expect(deliveryLocationFeaturesText(['a', 'b'])).toBe('a, b');
  });
});
