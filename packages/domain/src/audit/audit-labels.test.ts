import { describe, expect, it } from 'vitest';
import { auditActionLabel, humanizeName } from './audit-labels';

describe('audit labels', () => {
  it('names each action as people read it', () => {
    expect(auditActionLabel('quotation.cost_line_added')).toBe('Cost line added');
    expect(auditActionLabel('quotation.accepted')).toBe('Accepted by the client');
    expect(auditActionLabel('quotation.sent')).toBe('Sent to the client');
  });

  it('reads an unknown action or a field name as words', () => {
    expect(auditActionLabel('shipment.booked_late')).toBe('Booked late');
    expect(humanizeName('po_number')).toBe('PO number');
    expect(humanizeName('valid_until_date')).toBe('Valid until date');
  });
});
