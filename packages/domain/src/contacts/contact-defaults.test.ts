import { describe, expect, it } from 'vitest';
import {
  contactDefaults,
  contactDisplayName,
  contactFromCreateInput,
  contactLabel,
  contactMatchesSearch,
} from './contact-defaults';
import { contactCreateSchema } from './contact-validation';

describe('contactDefaults', () => {
  it('starts Active with account manager 1, flags true, blank texts and numeric zeros', () => {
    const defaults = contactDefaults();
    expect(defaults).toMatchObject({
      status: 'Active',
      account_manager_id: 1,
      check_flag: true,
      credit: true,
      embed: true,
      revenue: 0,
      profit: 0,
      loss: 0,
      account_balance: 0,
      credit_line: 0,
    });
    for (const field of [
      'chat_id',
      'embedding',
      'address',
      'city',
      'state',
      'country',
      'metadata',
      'text',
    ] as const) {
      expect(defaults[field]).toBe('');
    }
    for (const field of ['ninja_id', 'address_ext', 'zip_code', 'category', 'language', 'gender'] as const) {
      expect(defaults[field]).toBe('');
    }
    for (const field of ['segment', 'class', 'customer_segment', 'payment_type', 'service'] as const) {
      expect(defaults[field]).toBe('');
    }
  });

  it('returns a fresh object each time', () => {
    expect(contactDefaults()).not.toBe(contactDefaults());
  });
});

describe('contactDisplayName', () => {
  it('joins first and last name with one space', () => {
    expect(contactDisplayName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(contactDisplayName(' Ada ', '')).toBe('Ada');
    expect(contactDisplayName('', 'Lovelace')).toBe('Lovelace');
    expect(contactDisplayName(null, undefined)).toBe('');
  });
});

describe('contactFromCreateInput', () => {
  it('fills defaults and derives the display name from first plus last name', () => {
    const values = contactFromCreateInput(contactCreateSchema.parse({ name: 'Ada', last_name: 'Lovelace' }));
    expect(values).toMatchObject({
      name: 'Ada',
      display_name: 'Ada Lovelace',
      status: 'Active',
      credit: true,
    });
  });

  it('keeps a display name that was given', () => {
    const values = contactFromCreateInput(
      contactCreateSchema.parse({ name: 'Ada', display_name: 'Countess' }),
    );
    expect(values.display_name).toBe('Countess');
  });
});

describe('contact picker helpers', () => {
  const contact = {
    name: 'Ada',
    last_name: 'Lovelace',
    display_name: '',
    company_name: 'Analytical Engines Ltd',
    email: 'ada@example.com',
    phone_number: '020 7946 0958',
  };

  it('labels a contact by display name, else first plus last name, else email', () => {
    expect(contactLabel({ ...contact, display_name: 'Countess' })).toBe('Countess');
    expect(contactLabel(contact)).toBe('Ada Lovelace');
    expect(contactLabel({ ...contact, name: '', last_name: '' })).toBe('ada@example.com');
  });

  it('matches name, company, email or phone without regard to case', () => {
    expect(contactMatchesSearch(contact, 'ada love')).toBe(true);
    expect(contactMatchesSearch(contact, 'ENGINES')).toBe(true);
    expect(contactMatchesSearch(contact, 'example.com')).toBe(true);
    expect(contactMatchesSearch(contact, '7946')).toBe(true);
    expect(contactMatchesSearch(contact, 'babbage')).toBe(false);
    expect(contactMatchesSearch(contact, '  ')).toBe(true);
  });
});
