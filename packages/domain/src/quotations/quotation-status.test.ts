import { describe, expect, it } from 'vitest';
import {
  normalizeQuotationStatus,
  QUOTATION_STATUS_COLORS,
  QUOTATION_STATUS_LABELS,
  QUOTATION_STATUS_TONES,
  QUOTATION_STATUSES,
  quotationStatusInputSchema,
  quotationStatusLabel,
  quotationStatusSchema,
} from './quotation-status';

describe('quotation statuses', () => {
  it('every status has a label, a tone and a Mantine colour', () => {
    for (const status of QUOTATION_STATUSES) {
      expect(QUOTATION_STATUS_LABELS[status]).toBeTruthy();
      expect(QUOTATION_STATUS_TONES[status]).toBeTruthy();
      expect(QUOTATION_STATUS_COLORS[status]).toBeTruthy();
    }
  });

  it("labels OnClientReview 'On Client Review' and the others by their own name", () => {
    expect(quotationStatusLabel('OnClientReview')).toBe('On Client Review');
    expect(quotationStatusLabel('Active')).toBe('Active');
    expect(quotationStatusLabel('Cancelled')).toBe('Cancelled');
  });
});

describe('normalizeQuotationStatus', () => {
  it('maps Draft to Pending', () => {
    expect(normalizeQuotationStatus('Draft')).toBe('Pending');
  });

  it('passes every known status unchanged', () => {
    for (const status of QUOTATION_STATUSES) expect(normalizeQuotationStatus(status)).toBe(status);
  });

  it("maps 'On Client Review' to OnClientReview", () => {
    expect(normalizeQuotationStatus('On Client Review')).toBe('OnClientReview');
  });

  it('gives null for unknown values, other casing and non-strings', () => {
    for (const value of ['pending', 'PENDING', 'draft', 'Approved', '', ' Pending', null, undefined, 3]) {
      expect(normalizeQuotationStatus(value)).toBeNull();
    }
  });
});

describe('status schemas', () => {
  it('the input schema decodes aliases to the stored value', () => {
    expect(quotationStatusInputSchema.parse('Draft')).toBe('Pending');
    expect(quotationStatusInputSchema.parse('On Client Review')).toBe('OnClientReview');
    expect(quotationStatusInputSchema.parse('Working')).toBe('Working');
  });

  it("both reject unknown values with 'Unknown quotation status'", () => {
    expect(quotationStatusInputSchema.safeParse('Approved').error?.issues[0]?.message).toBe(
      'Unknown quotation status',
    );
    expect(quotationStatusSchema.safeParse('Draft').error?.issues[0]?.message).toBe(
      'Unknown quotation status',
    );
  });
});
