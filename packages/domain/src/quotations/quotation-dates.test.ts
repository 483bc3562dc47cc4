import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  defaultValidUntil,
  isIsoDate,
  isQuotationExpired,
  normalizeTypedDate,
  todayIso,
  validityDaysBetween,
  validityPassed,
} from './quotation-dates';

describe('todayIso', () => {
  it('formats the local calendar date as YYYY-MM-DD', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayIso(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});

describe('addMonths', () => {
  it('keeps the day when the target month has it', () => {
    expect(addMonths('2026-03-15', 1)).toBe('2026-04-15');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });

  it('lands on 29 February in leap years', () => {
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2000-01-30', 1)).toBe('2000-02-29');
    expect(addMonths('1900-01-31', 1)).toBe('1900-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('goes backwards for negative months', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
  });

  it('throws on a malformed date', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', 30)).toBe('2026-01-31');
  });

  it('is not shifted by daylight-saving changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
  });
});

describe('validity days', () => {
  it('counts the days from the start date to valid-until', () => {
    expect(validityDaysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(validityDaysBetween('2026-01-31', '2026-02-28')).toBe(28);
    expect(validityDaysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(validityDaysBetween('2026-01-01', '2026-01-02')).toBe(1);
  });

  it('is 30 when the result is not positive', () => {
    expect(validityDaysBetween('2026-01-31', '2026-01-31')).toBe(30);
    expect(validityDaysBetween('2026-02-10', '2026-01-31')).toBe(30);
  });

  it('is 30 when a date is missing or malformed', () => {
    expect(validityDaysBetween(null, '2026-01-31')).toBe(30);
    expect(validityDaysBetween('2026-01-01', '')).toBe(30);
    expect(validityDaysBetween('2026-01-01', '31/01/2026')).toBe(30);
  });

  it('daysBetween is negative when the second date is earlier', () => {
    expect(daysBetween('2026-01-10', '2026-01-01')).toBe(-9);
  });
});

describe('defaultValidUntil', () => {
  it('is the start date plus the validity days', () => {
    expect(defaultValidUntil('2026-01-01', 30)).toBe('2026-01-31');
    expect(defaultValidUntil('2026-02-20', 10)).toBe('2026-03-02');
  });

  it('uses 30 days when validity days are missing or not positive', () => {
    expect(defaultValidUntil('2026-01-01')).toBe('2026-01-31');
    expect(defaultValidUntil('2026-01-01', null)).toBe('2026-01-31');
    expect(defaultValidUntil('2026-01-01', 0)).toBe('2026-01-31');
    expect(defaultValidUntil('2026-01-01', -5)).toBe('2026-01-31');
  });
});

describe('normalizeTypedDate', () => {
  it('converts day/month/year with slashes, dashes or dots to year-month-day', () => {
    expect(normalizeTypedDate('21/11/2026')).toBe('2026-11-21');
    expect(normalizeTypedDate('21-11-2026')).toBe('2026-11-21');
    expect(normalizeTypedDate('21.11.2026')).toBe('2026-11-21');
    expect(normalizeTypedDate(' 1/2/2026 ')).toBe('2026-02-01');
  });

  it('passes ISO dates and cuts ISO timestamps to their date', () => {
    expect(normalizeTypedDate('2026-11-21')).toBe('2026-11-21');
    expect(normalizeTypedDate('2026-11-21T10:00:00.000Z')).toBe('2026-11-21');
  });

  it('accepts 29 February only in leap years', () => {
    expect(normalizeTypedDate('29/02/2028')).toBe('2028-02-29');
    expect(normalizeTypedDate('29/02/2026')).toBeNull();
    expect(normalizeTypedDate('2026-02-29')).toBeNull();
  });

  it('gives null for impossible or unrecognised input', () => {
    for (const text of [
      '31/04/2026',
      '32/01/2026',
      '12/13/2026',
      '21/11/26',
      '21/11-2026',
      'tomorrow',
      '',
      null,
    ]) {
      expect(normalizeTypedDate(text)).toBeNull();
    }
  });
});

describe('isIsoDate', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2026-12-31')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });
});

describe('expiry: the day boundary', () => {
  it('a quotation is valid through its valid-until day and has passed it from the next day', () => {
    expect(validityPassed('2026-03-10', '2026-03-10')).toBe(false);
    expect(validityPassed('2026-03-10', '2026-03-11')).toBe(true);
    expect(validityPassed('2026-12-31', '2027-01-01')).toBe(true);
  });

  it("today is the server's local date, not the UTC one", () => {
    const lateEvening = new Date(2026, 2, 10, 23, 59, 59);
    expect(todayIso(lateEvening)).toBe('2026-03-10');
    expect(todayIso(new Date(2026, 2, 11, 0, 0, 0))).toBe('2026-03-11');
  });

  it('only Pending, Working and On Client Review expire', () => {
    const passed = { valid_until_date: '2026-03-09' };
    for (const status of ['Pending', 'Working', 'OnClientReview']) {
      expect(isQuotationExpired({ ...passed, status }, '2026-03-10'), status).toBe(true);
      expect(isQuotationExpired({ status, valid_until_date: '2026-03-10' }, '2026-03-10'), status).toBe(
        false,
      );
    }
    for (const status of ['Active', 'Completed', 'Cancelled']) {
      expect(isQuotationExpired({ ...passed, status }, '2026-03-10'), status).toBe(false);
    }
  });
});
