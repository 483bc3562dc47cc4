import { describe, expect, it } from 'vitest';
import {
  LOST_REASON_LABELS,
  LOST_REASON_MESSAGES,
  LOST_REASON_OF_DECLINE,
  LOST_REASONS,
  lostReasonChanges,
} from './lost-reason';
import { DECLINE_REASONS } from './quote-answer';

describe('lost reasons', () => {
  it('lists the seven reasons of the issue with their labels', () => {
    expect(LOST_REASONS.map((r) => LOST_REASON_LABELS[r])).toEqual([
      'Price',
      'Transit time',
      'Service or capacity',
      'Client postponed',
      'Went with a competitor',
      'No answer',
      'Other',
    ]);
  });

  it("maps every reason of the link's decline onto the lost reason of the same label", () => {
    for (const reason of DECLINE_REASONS) {
      expect(LOST_REASON_LABELS[LOST_REASON_OF_DECLINE[reason]]).toBe(reason);
    }
  });
});

describe('lostReasonChanges', () => {
  it('a move to Cancelled needs a reason; competitor and comment are optional and start blank', () => {
    expect(lostReasonChanges('Working', { status: 'Cancelled' })).toEqual({
      error: { field: 'lost_reason', message: LOST_REASON_MESSAGES.reasonRequired },
    });
    expect(lostReasonChanges('Working', { status: 'Cancelled', lost_reason: 'price' })).toEqual({
      changes: { lost_reason: 'price', lost_to: '', lost_comment: '' },
    });
    expect(
      lostReasonChanges('Pending', {
        status: 'Cancelled',
        lost_reason: 'competitor',
        lost_to: 'Blue Line',
        lost_comment: 'cheaper',
      }),
    ).toEqual({ changes: { lost_reason: 'competitor', lost_to: 'Blue Line', lost_comment: 'cheaper' } });
  });

  it('refuses the fields on a save that leaves the quotation in another status', () => {
    expect(lostReasonChanges('Working', { status: 'Active', lost_reason: 'price' })).toEqual({
      error: { field: 'lost_reason', message: LOST_REASON_MESSAGES.onlyWhenCancelled },
    });
    expect(lostReasonChanges('Pending', { lost_to: 'Blue Line' })).toEqual({
      error: { field: 'lost_to', message: LOST_REASON_MESSAGES.onlyWhenCancelled },
    });
    expect(lostReasonChanges('Cancelled', { status: 'Working', lost_reason: 'price' })).toMatchObject({
      error: { field: 'lost_reason' },
    });
  });

  it('a Cancelled quotation may have its reason corrected; saving it again needs none', () => {
    expect(lostReasonChanges('Cancelled', { lost_reason: 'no_answer' })).toEqual({
      changes: { lost_reason: 'no_answer' },
    });
    expect(lostReasonChanges('Cancelled', { status: 'Cancelled' })).toEqual({ changes: {} });
  });

  it('moving out of Cancelled clears them; other moves leave them alone', () => {
    expect(lostReasonChanges('Cancelled', { status: 'Pending' })).toEqual({
      changes: { lost_reason: null, lost_to: '', lost_comment: '' },
    });
    expect(lostReasonChanges('Pending', { status: 'Working' })).toEqual({ changes: {} });
  });
});
