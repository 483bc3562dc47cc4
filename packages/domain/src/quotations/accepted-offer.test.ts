import { describe, expect, it } from 'vitest';
import { isOfferLocked, offerFieldsIn } from './accepted-offer';

describe('accepted offer', () => {
  it('is locked only once the client accepted', () => {
    expect(isOfferLocked({ accepted_at: null })).toBe(false);
    expect(isOfferLocked({ accepted_at: '2026-03-01T10:00:00.000Z' })).toBe(true);
  });

  it('leaves the status, the notes and the lost reason out of the offer', () => {
    expect(offerFieldsIn({ status: 'Completed', notes: 'Called the client', priority: 'High' })).toEqual([]);
    expect(offerFieldsIn({ lost_reason: 'Price', lost_to: '', lost_comment: '', deadline: null })).toEqual(
      [],
    );
  });

  it('names every field of the offer in a change', () => {
    expect(offerFieldsIn({ currency: 'EUR', notes: 'x', valid_until_date: '2026-04-01' })).toEqual([
      'currency',
      'valid_until_date',
    ]);
    expect(offerFieldsIn({ containers: [], incoterm: undefined })).toEqual(['containers']);
  });
});
