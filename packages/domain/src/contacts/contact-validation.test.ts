import { describe, expect, it } from 'vitest';
import { fieldErrorsAgainst } from '../shared/field-errors';
import { contactCreateSchema, contactUpdateSchema, isValidEmail, isValidPhone } from './contact-validation';

const fieldErrors = fieldErrorsAgainst(contactCreateSchema);

describe('new contact validation', () => {
  it("requires a first name with 'First name is required'", () => {
    expect(fieldErrors({})).toEqual({ name: 'First name is required' });
    expect(fieldErrors({ name: '' })).toEqual({ name: 'First name is required' });
    expect(fieldErrors({ name: '   ' })).toEqual({ name: 'First name is required' });
  });

  it('trims every text input', () => {
    const parsed = contactCreateSchema.parse({ name: '  Ada ', last_name: ' Lovelace ', email: ' a@b.co ' });
    expect(parsed).toEqual({ name: 'Ada', last_name: 'Lovelace', email: 'a@b.co' });
  });

  it('accepts a blank or missing email', () => {
    expect(fieldErrors({ name: 'Ada', email: '' })).toEqual({});
    expect(fieldErrors({ name: 'Ada', email: '   ' })).toEqual({});
    expect(fieldErrors({ name: 'Ada' })).toEqual({});
  });

  it("rejects an email that does not look like an address with 'Please enter a valid email address'", () => {
    for (const email of ['ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com']) {
      expect(fieldErrors({ name: 'Ada', email })).toEqual({ email: 'Please enter a valid email address' });
    }
  });

  it('accepts phone numbers of 10+ digits, spaces, dashes, brackets and dots with an optional plus', () => {
    for (const phone of ['0123456789', '+44 20 7946 0958', '(555) 123-4567', '555.123.4567', '']) {
      expect(fieldErrors({ name: 'Ada', phone_number: phone })).toEqual({});
    }
  });

  it("rejects short or lettered phone numbers with 'Please enter a valid phone number'", () => {
    for (const phone of ['12345', '+123456789', '555-CALL-NOW', '12345678901+', '++1234567890']) {
      expect(fieldErrors({ name: 'Ada', phone_number: phone })).toEqual({
        phone_number: 'Please enter a valid phone number',
      });
    }
  });

  it('accepts numbers as numbers or numeric strings', () => {
    const parsed = contactCreateSchema.parse({
      name: 'Ada',
      revenue: '1200.50',
      profit: 3,
      account_manager_id: '2',
    });
    expect(parsed).toMatchObject({ revenue: 1200.5, profit: 3, account_manager_id: 2 });
    expect(fieldErrors({ name: 'Ada', revenue: 'lots' })).toEqual({ revenue: 'Revenue must be a number' });
  });

  it('accepts only the three statuses', () => {
    expect(fieldErrors({ name: 'Ada', status: 'Pending' })).toEqual({});
    expect(fieldErrors({ name: 'Ada', status: 'Gone' })).toEqual({
      status: 'Status must be Active, Inactive or Pending',
    });
  });
});

describe('contact update validation', () => {
  it('accepts any subset of fields, including none', () => {
    expect(contactUpdateSchema.parse({})).toEqual({});
    expect(contactUpdateSchema.parse({ status: 'Inactive' })).toEqual({ status: 'Inactive' });
  });

  it('applies the same rules to the fields it is given', () => {
    expect(fieldErrors({ name: ' ', email: 'x', phone_number: '1' }, contactUpdateSchema)).toEqual({
      name: 'First name is required',
      email: 'Please enter a valid email address',
      phone_number: 'Please enter a valid phone number',
    });
  });
});

describe('email and phone checks', () => {
  it('ignore surrounding spaces', () => {
    expect(isValidEmail(' ada@example.com ')).toBe(true);
    expect(isValidPhone(' 020 7946 0958 ')).toBe(true);
  });
});
