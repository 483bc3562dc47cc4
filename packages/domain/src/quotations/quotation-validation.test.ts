import { describe, expect, it } from 'vitest';
import { fieldErrorsAgainst } from '../shared/field-errors';
import { QUOTATION_MESSAGES } from './quotation-messages';
import { quotationCreateSchema, quotationUpdateSchema } from './quotation-validation';

const fieldErrors = fieldErrorsAgainst(quotationCreateSchema);

const valid = { contact_id: 4, start_date: '2026-01-31', valid_until_date: '2026-02-28' };

describe('new quotation validation', () => {
  it('reports the three required fields with the spec messages', () => {
    expect(fieldErrors({})).toEqual({
      contact_id: 'Please select a contact from the dropdown',
      start_date: 'Date is required',
      valid_until_date: 'Valid until date is required',
    });
  });

  it("treats an empty or unselected contact as missing: 'Please select a contact from the dropdown'", () => {
    for (const contact_id of [null, '', 0, 'abc', -3, 1.5]) {
      expect(fieldErrors({ ...valid, contact_id })).toEqual({
        contact_id: 'Please select a contact from the dropdown',
      });
    }
  });

  it("treats blank dates as missing: 'Date is required' and 'Valid until date is required'", () => {
    expect(fieldErrors({ ...valid, start_date: '', valid_until_date: null })).toEqual({
      start_date: 'Date is required',
      valid_until_date: 'Valid until date is required',
    });
  });

  it('rejects malformed dates, naming the field', () => {
    expect(fieldErrors({ ...valid, start_date: '31/01/2026', deadline: '2026-02-30' })).toEqual({
      start_date: 'Date must be a valid date (YYYY-MM-DD)',
      deadline: 'Deadline must be a valid date (YYYY-MM-DD)',
    });
  });

  it("rejects a negative estimated value with 'Estimated value cannot be negative'", () => {
    expect(fieldErrors({ ...valid, estimated_value: -0.01 })).toEqual({
      estimated_value: 'Estimated value cannot be negative',
    });
    expect(fieldErrors({ ...valid, estimated_value: '-5' })).toEqual({
      estimated_value: 'Estimated value cannot be negative',
    });
    expect(fieldErrors({ ...valid, estimated_value: 0 })).toEqual({});
  });

  it("rejects validity days below 1 with 'Validity days must be greater than 0'", () => {
    for (const validity_days of [0, -1, '0']) {
      expect(fieldErrors({ ...valid, validity_days })).toEqual({
        validity_days: 'Validity days must be greater than 0',
      });
    }
    expect(fieldErrors({ ...valid, validity_days: 1 })).toEqual({});
    expect(fieldErrors({ ...valid, validity_days: 2.5 })).toEqual({
      validity_days: 'Validity days must be a whole number',
    });
  });

  it('accepts numbers as numbers or numeric strings and yields numbers', () => {
    const parsed = quotationCreateSchema.parse({
      ...valid,
      contact_id: '4',
      estimated_value: '1250.75',
      validity_days: '45',
      total_cbm: '1.234567',
      origin_address_id: '',
      destination_address_id: '9',
    });
    expect(parsed).toMatchObject({
      contact_id: 4,
      estimated_value: 1250.75,
      validity_days: 45,
      total_cbm: 1.234567,
      origin_address_id: null,
      destination_address_id: 9,
    });
  });

  it('accepts Draft and On Client Review as statuses and stores them canonically', () => {
    expect(quotationCreateSchema.parse({ ...valid, status: 'Draft' }).status).toBe('Pending');
    expect(quotationCreateSchema.parse({ ...valid, status: 'On Client Review' }).status).toBe(
      'OnClientReview',
    );
    expect(fieldErrors({ ...valid, status: 'Approved' })).toEqual({ status: 'Unknown quotation status' });
  });

  it('accepts any active ISO 4217 currency and only the listed priorities', () => {
    expect(fieldErrors({ ...valid, currency: 'EUR', priority: 'High' })).toEqual({});
    expect(fieldErrors({ ...valid, currency: 'KWD', priority: 'Low' })).toEqual({});
    expect(fieldErrors({ ...valid, currency: 'XYZ', priority: 'Urgent' })).toEqual({
      currency: 'Unknown currency: XYZ',
      priority: 'Priority must be Low, Medium or High',
    });
  });

  it('trims texts, turns a blank deadline into null and drops server-assigned fields', () => {
    const parsed = quotationCreateSchema.parse({
      ...valid,
      client_name: '  Acme  ',
      deadline: '',
      quotation_number: 'SQ00001',
      user_id: 1,
    });
    expect(parsed).toEqual({ ...valid, client_name: 'Acme', deadline: null });
  });
});

describe('quotation update validation', () => {
  it('accepts a status alone', () => {
    expect(quotationUpdateSchema.parse({ status: 'Working' })).toEqual({ status: 'Working' });
  });

  it('accepts an empty update (the caller decides not to send it)', () => {
    expect(quotationUpdateSchema.parse({})).toEqual({});
  });

  it('applies the create rules to the fields it is given', () => {
    expect(
      fieldErrors(
        { contact_id: null, start_date: '', valid_until_date: '', estimated_value: -1, validity_days: 0 },
        quotationUpdateSchema,
      ),
    ).toEqual({
      contact_id: QUOTATION_MESSAGES.contactRequired,
      start_date: QUOTATION_MESSAGES.dateRequired,
      valid_until_date: QUOTATION_MESSAGES.validUntilRequired,
      estimated_value: QUOTATION_MESSAGES.estimatedValueNegative,
      validity_days: QUOTATION_MESSAGES.validityDaysPositive,
    });
  });
});
