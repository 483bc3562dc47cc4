import { describe, expect, it } from 'vitest';
import { contactFilterQuery } from './contactFilterQuery';

describe('contactFilterQuery', () => {
  it('sends nothing for the default filters', () => {
    expect(contactFilterQuery({ status: '', company: 'all', search: '  ' })).toEqual({});
  });

  it('maps status to an equality filter, company presence to `where`, and trims the search', () => {
    expect(contactFilterQuery({ status: 'Pending', company: 'with', search: ' acme ' })).toEqual({
      status: 'Pending',
      where: "company_name != ''",
      search: 'acme',
    });
    expect(contactFilterQuery({ status: '', company: 'without', search: '' })).toEqual({
      where: "company_name = ''",
    });
  });
});
