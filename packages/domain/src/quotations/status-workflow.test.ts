import { describe, expect, it } from 'vitest';
import { canApproveFromList, nextStatus, nextStepLabel } from './status-workflow';

describe('quotation workflow', () => {
  it("Approve moves Pending to Working ('Mark as Working')", () => {
    expect(nextStatus('Pending')).toBe('Working');
    expect(nextStepLabel('Pending')).toBe('Mark as Working');
  });

  it("Approve moves Working to On Client Review ('Send for Client Review')", () => {
    expect(nextStatus('Working')).toBe('OnClientReview');
    expect(nextStepLabel('Working')).toBe('Send for Client Review');
  });

  it("Approve moves On Client Review to Active ('Mark as Active')", () => {
    expect(nextStatus('OnClientReview')).toBe('Active');
    expect(nextStepLabel('OnClientReview')).toBe('Mark as Active');
  });

  it("the detail page moves Active to Completed ('Mark as Completed')", () => {
    expect(nextStatus('Active')).toBe('Completed');
    expect(nextStepLabel('Active')).toBe('Mark as Completed');
  });

  it('Completed and Cancelled have no next step and no button', () => {
    for (const status of ['Completed', 'Cancelled'] as const) {
      expect(nextStatus(status)).toBeNull();
      expect(nextStepLabel(status)).toBeNull();
    }
  });

  it('lists offer Approve only for Pending, Working and On Client Review', () => {
    expect(canApproveFromList('Pending')).toBe(true);
    expect(canApproveFromList('Working')).toBe(true);
    expect(canApproveFromList('OnClientReview')).toBe(true);
    expect(canApproveFromList('Active')).toBe(false);
    expect(canApproveFromList('Completed')).toBe(false);
    expect(canApproveFromList('Cancelled')).toBe(false);
  });
});
