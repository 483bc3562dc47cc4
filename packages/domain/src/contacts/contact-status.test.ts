import { describe, expect, it } from 'vitest';
import { contactStatusSchema } from './contact-status';

describe('contact statuses', () => {
  it('reject any other value, including other casing', () => {
    expect(contactStatusSchema.safeParse('active').success).toBe(false);
    expect(contactStatusSchema.safeParse('Archived').error?.issues[0]?.message).toBe(
      'Status must be Active, Inactive or Pending',
    );
  });
});
