import { describe, expect, it } from 'vitest';
import { sortContactOptions } from './sortContactOptions';

const contact = (display_name: string, category = '', segment = '') => ({ display_name, category, segment });

describe('sortContactOptions', () => {
  it('puts Customers first, then VIPs, then the rest, each by name', () => {
    const sorted = sortContactOptions([
      contact('zed'),
      contact('Yara', '', 'VIP'),
      contact('Bea', 'Customer'),
      contact('adam'),
      contact('Abe', 'Customer', 'VIP'),
      contact('Carl', '', 'VIP'),
    ]);
    expect(sorted.map((c) => c.display_name)).toEqual(['Abe', 'Bea', 'Carl', 'Yara', 'adam', 'zed']);
  });

  it('reads category and segment in any case and ignores missing ones', () => {
    const sorted = sortContactOptions([
      { display_name: 'B' },
      contact('A', 'customer'),
      contact('C', '', 'vip'),
    ]);
    expect(sorted.map((c) => c.display_name)).toEqual(['A', 'C', 'B']);
  });
});
