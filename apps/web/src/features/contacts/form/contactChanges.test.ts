import { type Contact, contactDefaults } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { contactChanges } from './contactChanges';
import { contactFormValues } from './contactFormValues';

const contact: Contact = {
  ...contactDefaults(),
  id: 1,
  name: 'Ada',
  last_name: 'Lovelace',
  display_name: 'Ada Lovelace',
  company_name: 'Engines',
  version: 3,
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
};

describe('contactChanges', () => {
  it('is empty when nothing changed, ignoring surrounding spaces', () => {
    expect(contactChanges(contact, { ...contactFormValues(contact), company_name: ' Engines ' })).toEqual({});
  });

  it('holds only the edited fields, trimmed', () => {
    const values = { ...contactFormValues(contact), city: ' London ', status: 'Pending' as const };
    expect(contactChanges(contact, values)).toEqual({ city: 'London', status: 'Pending' });
  });

  it('falls back to first + last name when the display name is emptied', () => {
    const values = { ...contactFormValues(contact), name: 'Augusta', display_name: '' };
    expect(contactChanges(contact, values)).toEqual({ name: 'Augusta', display_name: 'Augusta Lovelace' });
  });
});
