import { describe, expect, it } from 'vitest';
import { type Quotation, quotationSchema, quotationWithContactSchema } from './quotation';
import { quotationDefaults } from './quotation-defaults';

const stored: Quotation = {
  ...quotationDefaults('2026-01-15'),
  id: 1,
  quotation_number: 'SQ00001',
  user_id: 2,
  contact_id: 3,
  version: 1,
  created_at: '2026-01-15T09:00:00.000Z',
  updated_at: '2026-01-15T09:00:00.000Z',
  accepted_by: null,
  accepted_at: null,
  accepted_ip: null,
  accepted_po_number: null,
  declined_at: null,
  decline_reason: null,
  decline_comment: null,
  expired: false,
  lost_reason: null,
  lost_to: '',
  lost_comment: '',
  revision: 1,
  superseded: false,
};

describe('quotation record schema', () => {
  it('accepts a stored quotation with every server field of the spec plus version and timestamps', () => {
    expect(quotationSchema.parse(stored)).toEqual(stored);
    expect(Object.keys(quotationSchema.shape)).toEqual([
      'id',
      'quotation_number',
      'user_id',
      'client_name',
      'client_email',
      'client_phone',
      'contact_id',
      'origin_address_id',
      'destination_address_id',
      'project_description',
      'estimated_value',
      'currency',
      'priority',
      'validity_days',
      'start_date',
      'deadline',
      'notes',
      'total_cbm',
      'total_weight',
      'total_declared_value',
      'total_cost',
      'transport_mode',
      'origin_code',
      'destination_code',
      'containers',
      'incoterm',
      'incoterm_place',
      'chargeable_weight',
      'total_buy',
      'margin_amount',
      'margin_percent',
      'priced_rates',
      'status',
      'created_date',
      'valid_until_date',
      'accepted_by',
      'accepted_at',
      'accepted_ip',
      'accepted_po_number',
      'declined_at',
      'decline_reason',
      'decline_comment',
      'expired',
      'lost_reason',
      'lost_to',
      'lost_comment',
      'revision',
      'superseded',
      'version',
      'created_at',
      'updated_at',
    ]);
  });

  it('rejects statuses outside the six and dates that are not YYYY-MM-DD', () => {
    expect(quotationSchema.safeParse({ ...stored, status: 'Draft' }).success).toBe(false);
    expect(quotationSchema.safeParse({ ...stored, start_date: '15/01/2026' }).success).toBe(false);
  });

  it('may carry the related contact', () => {
    const contact = {
      id: 3,
      name: 'Ada',
      last_name: 'Lovelace',
      email: '',
      phone_number: '',
      company_name: '',
    };
    expect(
      quotationWithContactSchema.parse({ ...stored, contact_id_related: contact }).contact_id_related,
    ).toEqual(contact);
    expect(quotationWithContactSchema.parse(stored).contact_id_related).toBeUndefined();
  });
});
