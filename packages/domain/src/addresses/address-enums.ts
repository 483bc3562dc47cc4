import { choiceValues } from '../shared/choices';
import { choiceField } from '../shared/fields';

export const ADDRESS_TYPES = [
  'Commercial',
  'Residential',
  'Industrial',
  'Warehouse',
  'Port',
  'Airport',
] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** 'Address type must be Commercial, Residential, Industrial, Warehouse, Port or Airport' otherwise. */
export const addressTypeSchema = choiceField('Address type', ADDRESS_TYPES);
export const DEFAULT_ADDRESS_TYPE: AddressType = 'Commercial';

/** How long before delivery the recipient wants to hear from us; '' when not chosen. */
export const ADVANCE_NOTICE_LABELS = {
  '24h': '24 hours',
  '48h': '48 hours',
  '72h': '72 hours',
  '1week': '1 week',
};
export const ADVANCE_NOTICE_PERIODS = choiceValues(ADVANCE_NOTICE_LABELS);
export type AdvanceNoticePeriod = (typeof ADVANCE_NOTICE_PERIODS)[number];
/** 'Advance notice period must be 24h, 48h, 72h or 1week' otherwise. */
export const advanceNoticePeriodSchema = choiceField('Advance notice period', [
  ...ADVANCE_NOTICE_PERIODS,
  '',
]);

/** Elevator sizes of the Specifications dialog; '' when not chosen. */
export const ELEVATOR_CAPACITY_LABELS = {
  small: 'Small (up to 500 lbs)',
  medium: 'Medium (500-1000 lbs)',
  large: 'Large (1000+ lbs)',
  freight: 'Freight elevator',
};
export const ELEVATOR_CAPACITIES = choiceValues(ELEVATOR_CAPACITY_LABELS);
export type ElevatorCapacity = (typeof ELEVATOR_CAPACITIES)[number];
/** 'Elevator capacity must be small, medium, large or freight' otherwise. */
export const elevatorCapacitySchema = choiceField('Elevator capacity', [...ELEVATOR_CAPACITIES, '']);

/** The yes/no delivery specifications; each defaults to true on create. */
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

/** An address's `quotation_role`: 'origin', or any other value meaning destination. */
export function addressRole(value: string | null | undefined): AddressRole {
  return value?.trim().toLowerCase() === 'origin' ? 'origin' : 'destination';
}

/** The quotation column that links an address in the given role. */
export function quotationAddressColumn(role: AddressRole): 'origin_address_id' | 'destination_address_id' {
  return role === 'origin' ? 'origin_address_id' : 'destination_address_id';
}
