import { withoutUndefined } from '../shared/payload';
import type { Address, AddressCreate, AddressUpdate } from './address';
import { DEFAULT_ADDRESS_TYPE } from './address-enums';

/** An address's stored values, without what the server assigns. */
export type AddressValues = Omit<Address, 'id' | 'user_id' | 'version' | 'created_at' | 'updated_at'>;

/** Floor, people and steps when none is given. */
const DEFAULT_ADDRESS_COUNT = 1;

/**
 * A new address's values when nothing is given: type Commercial, every
 * delivery yes/no true, floor/people/steps 1, texts empty, no location features.
 */
export function addressDefaults(): AddressValues {
  return {
    company_name: '',
    address_type: DEFAULT_ADDRESS_TYPE,
    contact_first_name: '',
    contact_last_name: '',
    address_line_1: '',
    address_line_2: '',
    unit: '',
    city: '',
    province: '',
    zip_code: '',
    country: '',
    phone: '',
    alt_phone: '',
    email: '',
    alt_email: '',
    registration_number: '',
    delivery_location_features: [],
    delivery_specifics: '',
    timing_restrictions: '',
    access_challenges: '',
    location_details: '',
    first_floor_access: true,
    special_equipment_required: true,
    loading_assistance_required: true,
    appointment_required: true,
    packaging_removal_required: true,
    loading_dock_available: true,
    signature_required: true,
    inside_delivery: true,
    stairs_present: true,
    elevator_available: true,
    adult_signature_required: true,
    assembly_required: true,
    installation_required: true,
    unloading_assistance_required: true,
    debris_removal_required: true,
    floor_number: DEFAULT_ADDRESS_COUNT,
    people_needed: DEFAULT_ADDRESS_COUNT,
    number_of_steps: DEFAULT_ADDRESS_COUNT,
    equipment_details: '',
    advance_notice_period: '',
    authorized_signatory: '',
    specific_location_inside: '',
    elevator_capacity: '',
  };
}

type AddressFields = Omit<AddressCreate, 'quotation_id' | 'quotation_role'> | AddressUpdate;
type StoredChanges<T> = {
  [K in keyof T]?: K extends 'floor_number' | 'people_needed' | 'number_of_steps'
    ? number
    : Exclude<T[K], null>;
};

/** Validated fields as they are stored: undefined dropped, a blank floor/people/steps count becomes 1. */
export function addressChanges<T extends AddressFields>(input: T): StoredChanges<T> {
  const values = withoutUndefined(input) as Record<string, unknown>;
  for (const key of ['floor_number', 'people_needed', 'number_of_steps']) {
    if (values[key] === null) values[key] = DEFAULT_ADDRESS_COUNT;
  }
  return values as StoredChanges<T>;
}

/** The values to store for a validated new address: the defaults, then what was given. */
export function addressFromCreateInput(input: AddressCreate): AddressValues {
  const { quotation_id: _quotationId, quotation_role: _role, ...fields } = input;
  return { ...addressDefaults(), ...addressChanges(fields) } as AddressValues;
}
