import { describe, expect, it } from 'vitest';
import { interactionFilterQuery } from './interactionFilterQuery';
import { NO_SUPPORT_FILTERS } from './supportFilters';

describe('interactionFilterQuery', () => {
  it('sends nothing without filters', () => {
    expect(interactionFilterQuery(NO_SUPPORT_FILTERS)).toEqual({});
  });

  it('sends each chosen filter under the API name, the range as dates and the trimmed search', () => {
    const query = interactionFilterQuery(
      {
        channel: 'On site',
        category: 'Claim',
        status: 'Follow-up Required',
        type: 'Outbound',
        range: 'month',
        search: '  late container ',
      },
      new Date(2026, 10, 22),
    );
    expect(query).toEqual({
      channel: 'On site',
      category: 'Claim',
      status: 'Follow-up Required',
      interaction_type: 'Outbound',
      date_from: '2026-11-01',
      date_to: '2026-11-30',
      search: 'late container',
    });
  });
});
