import { describe, expect, it } from 'vitest';
import { duplicateNotes, duplicateQuotationFields, quotationDefaults } from './quotation-defaults';

describe('quotationDefaults', () => {
  it('starts Pending, Medium priority, USD, 30 validity days, zero value and totals', () => {
    expect(quotationDefaults('2026-05-10')).toMatchObject({
      status: 'Pending',
      priority: 'Medium',
      currency: 'USD',
      validity_days: 30,
      estimated_value: 0,
      total_cbm: 0,
      total_weight: 0,
      total_declared_value: 0,
      total_cost: 0,
      contact_id: null,
    });
  });

  it('has empty client texts', () => {
    expect(quotationDefaults('2026-05-10')).toMatchObject({
      client_name: '',
      client_email: '',
      client_phone: '',
      project_description: '',
      notes: '',
    });
  });

  it('is dated today and valid until one month after today, clamped at month end', () => {
    expect(quotationDefaults('2026-05-10')).toMatchObject({
      created_date: '2026-05-10',
      start_date: '2026-05-10',
      valid_until_date: '2026-06-10',
    });
    expect(quotationDefaults('2026-01-31').valid_until_date).toBe('2026-02-28');
  });
});

describe('duplicateQuotationFields', () => {
  const original = {
    ...quotationDefaults('2025-11-02'),
    quotation_number: 'SQ04711',
    client_name: 'Acme',
    contact_id: 4,
    origin_address_id: 10,
    destination_address_id: 11,
    estimated_value: 900,
    currency: 'EUR' as const,
    priority: 'High' as const,
    status: 'Active' as const,
    notes: 'Fragile piano',
    total_cbm: 2.5,
    total_cost: 1234.56,
    deadline: '2026-02-01',
  };

  it('makes a Pending copy dated today and valid until one month after today', () => {
    const copy = duplicateQuotationFields(original, '2026-01-31');
    expect(copy).toMatchObject({
      status: 'Pending',
      created_date: '2026-01-31',
      start_date: '2026-01-31',
      valid_until_date: '2026-02-28',
      validity_days: 28,
    });
  });

  it('copies client, contact, addresses, value, priority, deadline and totals', () => {
    expect(duplicateQuotationFields(original, '2026-01-10')).toMatchObject({
      client_name: 'Acme',
      contact_id: 4,
      origin_address_id: 10,
      destination_address_id: 11,
      estimated_value: 900,
      currency: 'EUR',
      priority: 'High',
      deadline: '2026-02-01',
      total_cbm: 2.5,
      total_cost: 1234.56,
    });
  });

  it("starts the notes with 'Duplicated from {number}', then a newline and the original notes", () => {
    expect(duplicateQuotationFields(original, '2026-01-10').notes).toBe(
      'Duplicated from SQ04711\nFragile piano',
    );
  });

  it("writes only 'Duplicated from {number}' when the original has no notes", () => {
    expect(duplicateQuotationFields({ ...original, notes: '' }, '2026-01-10').notes).toBe(
      'Duplicated from SQ04711',
    );
    expect(duplicateNotes('SQ00001', '   ')).toBe('Duplicated from SQ00001');
    expect(duplicateNotes('SQ00001', null)).toBe('Duplicated from SQ00001');
  });
});
