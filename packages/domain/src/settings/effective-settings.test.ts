import { describe, expect, it } from 'vitest';
import { effectiveSettings, itemsPerPage } from './effective-settings';

const setting = (setting_key: string, setting_value: string, is_global: boolean) => ({
  setting_key,
  setting_value,
  is_global,
  setting_type: 'number' as const,
});

describe("a user's own setting overrides the global one with the same key", () => {
  it('own wins whichever comes first; global fills keys the user has not set', () => {
    const own = setting('items_per_page', '50', false);
    const global = setting('items_per_page', '10', true);
    const other = setting('theme', 'dark', true);
    expect(effectiveSettings([global, own, other])).toEqual([own, other]);
    expect(effectiveSettings([own, global, other])).toEqual([own, other]);
    expect(effectiveSettings([global])).toEqual([global]);
  });
});

describe('items per page', () => {
  it('is 25 when no setting gives it (spec section 9)', () => {
    expect(itemsPerPage([])).toBe(25);
  });
  it("follows the user's setting over the global one", () => {
    expect(itemsPerPage([setting('items_per_page', '10', true)])).toBe(10);
    expect(
      itemsPerPage([setting('items_per_page', '10', true), setting('items_per_page', '50', false)]),
    ).toBe(50);
  });
  it('falls back to 25 for a value that is not a sensible whole number', () => {
    for (const value of ['abc', '0', '2.5', '100000', '-5']) {
      expect(itemsPerPage([setting('items_per_page', value, false)]), value).toBe(25);
    }
  });
});
