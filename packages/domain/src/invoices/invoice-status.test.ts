import { describe, expect, it } from 'vitest';
import { invoiceNumber } from './invoice-numbers';
import { ageingBucket, invoiceStatus, settledStatus } from './invoice-status';

describe('invoice status', () => {
  it('follows the money: issued, partially paid, paid, credited', () => {
    expect(settledStatus({ total: 100, credited: 0, paid: 0, amount_due: 100 })).toBe('Issued');
    expect(settledStatus({ total: 100, credited: 0, paid: 40, amount_due: 60 })).toBe('Partially paid');
    expect(settledStatus({ total: 100, credited: 0, paid: 100, amount_due: 0 })).toBe('Paid');
    expect(settledStatus({ total: 100, credited: 30, paid: 70, amount_due: 0 })).toBe('Paid');
    expect(settledStatus({ total: 100, credited: 100, paid: 0, amount_due: 0 })).toBe('Credited');
    // A reversed payment brings it back.
    expect(settledStatus({ total: 100, credited: 0, paid: 0, amount_due: 100 })).toBe('Issued');
  });

  it('is Overdue from the day after the due date while something is due', () => {
    const open = { status: 'Issued' as const, due_date: '2026-03-31', amount_due: 10 };
    expect(invoiceStatus(open, '2026-03-31')).toBe('Issued');
    expect(invoiceStatus(open, '2026-04-01')).toBe('Overdue');
    expect(invoiceStatus({ ...open, status: 'Partially paid' }, '2026-04-01')).toBe('Overdue');
    expect(invoiceStatus({ ...open, status: 'Paid', amount_due: 0 }, '2026-05-01')).toBe('Paid');
    expect(invoiceStatus({ ...open, status: 'Draft' }, '2026-05-01')).toBe('Draft');
  });
});

describe('ageing buckets', () => {
  const due = '2026-01-01';
  const cases: [number, string][] = [
    [-5, 'current'],
    [0, 'current'],
    [1, 'days_1_30'],
    [30, 'days_1_30'],
    [31, 'days_31_60'],
    [60, 'days_31_60'],
    [61, 'days_61_90'],
    [90, 'days_61_90'],
    [91, 'over_90'],
  ];
  for (const [late, bucket] of cases) {
    it(`${late} days after the due date is ${bucket}`, () => {
      const today = new Date(Date.UTC(2026, 0, 1 + late)).toISOString().slice(0, 10);
      expect(ageingBucket(due, today)).toBe(bucket);
    });
  }
});

describe('document numbers', () => {
  it('counts per series and year with five digits', () => {
    expect(invoiceNumber('invoice', 2026, 1)).toBe('INV-2026-00001');
    expect(invoiceNumber('credit_note', 2026, 42)).toBe('CN-2026-00042');
  });
});
