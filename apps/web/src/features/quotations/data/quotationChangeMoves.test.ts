import { describe, expect, it } from 'vitest';
import { quotationChangeMoves } from './quotationChangeMoves';

describe('quotationChangeMoves', () => {
  it('a status change moves rows between the lists and changes the counts', () => {
    expect(quotationChangeMoves({ status: 'Working' })).toEqual({ lists: true, counts: true });
  });

  it('a client name or date change reorders the lists but leaves the counts', () => {
    expect(quotationChangeMoves({ client_name: 'Acme' })).toEqual({ lists: true, counts: false });
    expect(quotationChangeMoves({ valid_until_date: '2031-02-01', validity_days: 31 })).toEqual({
      lists: true,
      counts: false,
    });
  });

  it('notes, description and priority move nothing', () => {
    expect(quotationChangeMoves({ notes: 'Call first', project_description: 'x', priority: 'High' })).toEqual(
      {
        lists: false,
        counts: false,
      },
    );
  });
});
