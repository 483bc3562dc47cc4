import { describe, expect, it } from 'vitest';
import { addressRole, quotationAddressColumn } from './address-enums';

describe('address roles', () => {
  it("reads 'origin' as origin and anything else as destination", () => {
    expect(addressRole('origin')).toBe('origin');
    expect(addressRole(' Origin ')).toBe('origin');
    for (const role of ['destination', 'dest', '', null, undefined])
      expect(addressRole(role)).toBe('destination');
  });

  it('names the quotation column of each role', () => {
    expect(quotationAddressColumn('origin')).toBe('origin_address_id');
    expect(quotationAddressColumn('destination')).toBe('destination_address_id');
  });
});
