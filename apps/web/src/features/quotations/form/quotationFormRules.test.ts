import { quotationDefaults } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { applyQuotationChange } from './applyQuotationChange';
import { quotationFormValues } from './quotationFormValues';
import { sameFieldValue } from './sameFieldValue';
import { toQuotationInput } from './toQuotationInput';

const values = quotationFormValues(quotationDefaults('2031-01-01'));

describe('applyQuotationChange', () => {
  it('a new valid-until recomputes validity days from the start date, and both are saved', () => {
    const { next, fields } = applyQuotationChange(values, { valid_until_date: '2031-02-17' });
    expect(next.validity_days).toBe(47);
    expect(fields).toEqual(['valid_until_date', 'validity_days']);
  });

  it('a valid-until not after the start date gives 30 days', () => {
    expect(applyQuotationChange(values, { valid_until_date: '2030-12-25' }).next.validity_days).toBe(30);
  });

  it('clearing valid-until leaves the validity days alone', () => {
    const { next, fields } = applyQuotationChange(
      { ...values, validity_days: 12 },
      { valid_until_date: null },
    );
    expect(next.validity_days).toBe(12);
    expect(fields).toEqual(['valid_until_date']);
  });
});

describe('sameFieldValue', () => {
  it('compares text trimmed and numbers by value, so saved edits are not seen as unsaved', () => {
    expect(sameFieldValue('client_name', 'Acme ', 'Acme')).toBe(true);
    expect(sameFieldValue('estimated_value', '12.50', 12.5)).toBe(true);
    expect(sameFieldValue('estimated_value', '', 0)).toBe(true);
    expect(sameFieldValue('validity_days', '', 30)).toBe(false);
    expect(sameFieldValue('deadline', null, '2031-01-01')).toBe(false);
  });
});

describe('toQuotationInput', () => {
  it('sends numbers as numbers and a cleared estimated value as 0', () => {
    const input = toQuotationInput({ ...values, estimated_value: '', validity_days: '14' }, [
      'estimated_value',
      'validity_days',
    ]);
    expect(input).toEqual({ estimated_value: 0, validity_days: 14 });
  });

  it('leaves non-numeric text for the schema to reject', () => {
    expect(toQuotationInput({ ...values, validity_days: '-' }, ['validity_days'])).toEqual({
      validity_days: '-',
    });
  });
});
