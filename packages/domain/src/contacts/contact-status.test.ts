import { describe, expect, it } from 'vitest';
import { CONTACT_STATUSES, contactStatusSchema, DEFAULT_CONTACT_STATUS } from './contact-status';

describe('contact statuses', () => {
  it('are Active, Inactive and Pending, with Active the default', () => {
    expect(CONTACT_STATUSES).toEqual(['Active', 'Inactive', 'Pending']);
    expect(DEFAULT_CONTACT_STATUS).toBe('Active');
  });

  it('reject any other value, including other casing', () => {
    expect(contactStatusSchema.safeParse('active').success).toBe(false);
    expect(contactStatusSchema.safeParse('Archived').error?.issues[0]?.message).toBe(
      'Status must be Active, Inactive or Pending',
    );
  });
});
