import { z } from 'zod';

export const ADDRESS_TYPES = [
  'Commercial',
  'Residential',
  'Industrial',
  'Warehouse',
  'Port',
  'Airport',
] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const addressTypeSchema = z.enum(ADDRESS_TYPES, {
  error: 'Address type must be Commercial, Residential, Industrial, Warehouse, Port or Airport',
});
export const DEFAULT_ADDRESS_TYPE: AddressType = 'Commercial';

/** How long before delivery the recipient wants to hear from us; '' when not chosen. */
export const ADVANCE_NOTICE_PERIODS = ['24h', '48h', '72h', '1week'] as const;
export type AdvanceNoticePeriod = (typeof ADVANCE_NOTICE_PERIODS)[number];
export const ADVANCE_NOTICE_LABELS: Readonly<Record<AdvanceNoticePeriod, string>> = {
  '24h': '24 hours',
  '48h': '48 hours',
  '72h': '72 hours',
  '1week': '1 week',
};
export const advanceNoticePeriodSchema = z.enum([...ADVANCE_NOTICE_PERIODS, ''], {
  error: 'Advance notice must be 24h, 48h, 72h or 1week',
});

/** Elevator sizes of the Specifications dialog; '' when not chosen. */
export const ELEVATOR_CAPACITIES = ['small', 'medium', 'large', 'freight'] as const;
export type ElevatorCapacity = (typeof ELEVATOR_CAPACITIES)[number];
export const ELEVATOR_CAPACITY_LABELS: Readonly<Record<ElevatorCapacity, string>> = {
  small: 'Small (up to 500 lbs)',
  medium: 'Medium (500-1000 lbs)',
  large: 'Large (1000+ lbs)',
  freight: 'Freight elevator',
};
export const elevatorCapacitySchema = z.enum([...ELEVATOR_CAPACITIES, ''], {
  error: 'Elevator capacity must be small, medium, large or freight',
});

/** The yes/no delivery specifications; each defaults to true on create (spec: quotations, section 3). */
export const ADDRESS_DELIVERY_FLAGS = [
  'first_floor_access',
  'special_equipment_required',
  'loading_assistance_required',
  'appointment_required',
  'packaging_removal_required',
  'loading_dock_available',
  'signature_required',
  'inside_delivery',
  'stairs_present',
  'elevator_available',
  'adult_signature_required',
  'assembly_required',
  'installation_required',
  'unloading_assistance_required',
  'debris_removal_required',
] as const;
export type AddressDeliveryFlag = (typeof ADDRESS_DELIVERY_FLAGS)[number];

/** Options the Specifications dialog shows only for a destination address. */
export const DESTINATION_ONLY_FLAGS = [
  'adult_signature_required',
  'assembly_required',
  'installation_required',
] as const satisfies readonly AddressDeliveryFlag[];

/** Which end of the shipment an address is for. */
export type AddressRole = 'origin' | 'destination';

/** The spec's `quotation_role`: 'origin', or any other value meaning destination. */
export function addressRole(value: string | null | undefined): AddressRole {
  return value?.trim().toLowerCase() === 'origin' ? 'origin' : 'destination';
}

/** The quotation column that links an address in the given role. */
export function quotationAddressColumn(role: AddressRole): 'origin_address_id' | 'destination_address_id' {
  return role === 'origin' ? 'origin_address_id' : 'destination_address_id';
}
