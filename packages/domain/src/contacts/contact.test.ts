import { describe, expect, it } from 'vitest';
import { CONTACT_LIST_FIELDS, type Contact, contactListItemSchema, contactSchema } from './contact';
import { contactDefaults } from './contact-defaults';

const stored: Contact = {
  ...contactDefaults(),
  id: 7,
  name: 'Ada',
  last_name: 'Lovelace',
  display_name: 'Ada Lovelace',
  version: 1,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
};

describe('contact record schema', () => {
  it('accepts a stored contact with every field of the spec', () => {
    expect(contactSchema.parse(stored)).toEqual(stored);
    // Every contact field, with the payment terms an invoice's due date is counted from and the VAT number
    // and Peppol ID an e-invoice names the buyer by.
    expect(Object.keys(contactSchema.shape)).toHaveLength(44);
  });

  it('answers numbers as numbers, not numeric strings', () => {
    expect(contactSchema.safeParse({ ...stored, revenue: '10' }).success).toBe(false);
  });
});

describe('contact list item', () => {
  it('carries exactly the picker fields', () => {
    expect(Object.keys(contactListItemSchema.shape)).toEqual([...CONTACT_LIST_FIELDS]);
    expect(contactListItemSchema.parse(stored)).toEqual({
      id: 7,
      name: 'Ada',
      last_name: 'Lovelace',
      display_name: 'Ada Lovelace',
      company_name: '',
      email: '',
      phone_number: '',
      status: 'Active',
    });
  });
});
