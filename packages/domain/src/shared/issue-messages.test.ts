import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel, humanIssueMessage, isLibraryMessage } from './issue-messages';

// Schemas with no messages of their own, and inputs that break them: zod answers with its defaults.
const unworded: [string, z.ZodType, unknown][] = [
  ['missing text', z.string(), undefined],
  ['a number for text', z.string(), 5],
  ['text for a number', z.number(), 'five'],
  ['a fraction for an integer', z.number().int(), 1.5],
  ['an unsafe integer', z.number().int(), 2 ** 60],
  ['too long', z.string().max(3), 'abcd'],
  ['too short', z.string().min(3), 'ab'],
  ['blank', z.string().trim().min(1), '  '],
  ['negative', z.number().min(0), -1],
  ['not positive', z.number().positive(), 0],
  ['too large', z.number().max(10), 11],
  ['too many entries', z.array(z.string()).max(1), ['a', 'b']],
  ['an unknown option', z.enum(['Low', 'High']), 'Mid'],
  ['another literal', z.literal('x'), 'y'],
  ['not an email', z.email(), 'nope'],
  ['not a date', z.iso.date(), '2026-13-01'],
  ['not matching a pattern', z.string().regex(/^\d+$/), 'abc'],
  ['not a boolean', z.boolean(), 'yes'],
  ['no union option', z.union([z.number(), z.boolean()]), 'x'],
  ['an unknown key', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
  ['not an object', z.object({ a: z.string() }), []],
  ['a failed refinement', z.string().refine(() => false), 'x'],
  ['not a multiple', z.number().multipleOf(5), 3],
];

describe('isLibraryMessage', () => {
  it.each(unworded)("recognises zod's default message for %s", (_why, schema, input) => {
    const issues = schema.safeParse(input).error?.issues ?? [];
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(isLibraryMessage(issue.message), issue.message).toBe(true);
  });

  it('leaves sentences written for people alone', () => {
    for (const message of [
      'Client name can be at most 255 characters',
      'Please enter a valid email address',
      'Invalid email or password',
      'Weight cannot be negative',
    ]) {
      expect(isLibraryMessage(message)).toBe(false);
    }
  });
});

describe('humanIssueMessage', () => {
  it.each(unworded)('words %s for people, naming the field', (_why, schema, input) => {
    for (const issue of schema.safeParse(input).error?.issues ?? []) {
      const message = humanIssueMessage(issue, 'Sort order');
      expect(isLibraryMessage(message), message).toBe(false);
      if (issue.code !== 'unrecognized_keys') expect(message).toContain('Sort order');
    }
  });

  it('says what the limit is', () => {
    const words = (schema: z.ZodType, input: unknown) =>
      humanIssueMessage(schema.safeParse(input).error!.issues[0]!, 'Sort order');
    expect(words(z.string().max(3), 'abcd')).toBe('Sort order can be at most 3 characters');
    expect(words(z.number().min(0), -1)).toBe('Sort order cannot be negative');
    expect(words(z.number().positive(), 0)).toBe('Sort order must be greater than 0');
    expect(words(z.number().int().max(1_000_000), 2_000_000)).toBe('Sort order can be at most 1,000,000');
    expect(words(z.string(), undefined)).toBe('Sort order is required');
    expect(words(z.enum(['asc', 'desc']), 'up')).toBe('Sort order must be asc or desc');
    expect(words(z.strictObject({}), { a: 1, b: 2 })).toBe('a and b are not known fields');
  });

  it('labels API field names as a person would read them', () => {
    expect(fieldLabel('sort_order')).toBe('Sort order');
    expect(fieldLabel('id')).toBe('ID');
    expect(fieldLabel('account_manager_id')).toBe('Account manager ID');
  });
});
