import { describe, expect, it } from 'vitest';
import { fillQuoteTemplate } from './quote-template';

describe('the quote e-mail template', () => {
  it('fills every placeholder it has a value for, as often as it appears', () => {
    expect(
      fillQuoteTemplate('{quotation_number} for {client_name}; again {quotation_number}', {
        quotation_number: 'SQ00012',
        client_name: 'Acme',
      }),
    ).toBe('SQ00012 for Acme; again SQ00012');
  });

  it('leaves placeholders without a value, and unknown ones, as typed', () => {
    expect(fillQuoteTemplate('Link: {acceptance_url} {nonsense}', { client_name: 'A' })).toBe(
      'Link: {acceptance_url} {nonsense}',
    );
  });

  it('does not read values through the prototype', () => {
    expect(fillQuoteTemplate('{constructor}', {})).toBe('{constructor}');
  });
});
