import { describe, expect, it } from 'vitest';
import { NO_RATE_CARD_FILTERS, rateCardFilterQuery } from './rateCardFilters';

describe('rateCardFilterQuery', () => {
  it('sends nothing for no filters', () => {
    expect(rateCardFilterQuery(NO_RATE_CARD_FILTERS)).toEqual({});
  });

  it('filters by mode and upper-cased lane codes, searches trimmed text, and asks for cards valid on a date', () => {
    expect(
      rateCardFilterQuery({
        search: '  cathay ',
        mode: 'Sea FCL',
        origin: ' cnsha',
        destination: 'nlrtm ',
        validOn: '2026-05-01',
      }),
    ).toEqual({
      search: 'cathay',
      transport_mode: 'Sea FCL',
      origin_code: 'CNSHA',
      destination_code: 'NLRTM',
      where: "valid_from <= '2026-05-01' and valid_to >= '2026-05-01'",
    });
  });

  it('leaves out a validity date that is not a whole YYYY-MM-DD date', () => {
    expect(rateCardFilterQuery({ ...NO_RATE_CARD_FILTERS, validOn: "2026-05-01' or 1=1" })).toEqual({});
  });
});
