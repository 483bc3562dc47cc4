import type { MessageId } from '../../shared/i18n/i18n';
import { addressFlagLabels } from './addressFlagLabels';
import type { AddressField } from './addressFormValues';

/** Each field's label as the address form shows it (and the conflict notice names it), in screen order. */
export const addressFieldLabels: Readonly<Record<AddressField, MessageId>> = {
  address_type: 'addresses.fieldAddressType',
  company_name: 'addresses.fieldCompanyName',
  contact_first_name: 'addresses.fieldFirstName',
  contact_last_name: 'addresses.fieldLastName',
  phone: 'addresses.fieldPhone',
  alt_phone: 'addresses.fieldAltPhone',
  email: 'addresses.fieldEmail',
  alt_email: 'addresses.fieldAltEmail',
  address_line_1: 'addresses.fieldFirstLine',
  unit: 'addresses.fieldUnit',
  address_line_2: 'addresses.fieldSecondLine',
  city: 'addresses.fieldCity',
  province: 'addresses.fieldProvince',
  zip_code: 'addresses.fieldZipCode',
  country: 'addresses.fieldCountry',
  registration_number: 'addresses.fieldRegistrationNumber',
  ...addressFlagLabels,
  floor_number: 'addresses.fieldFloorNumber',
  number_of_steps: 'addresses.fieldNumberOfSteps',
  elevator_capacity: 'addresses.fieldElevatorCapacity',
  people_needed: 'addresses.fieldPeopleNeeded',
  equipment_details: 'addresses.fieldEquipmentDetails',
  specific_location_inside: 'addresses.fieldSpecificLocation',
  advance_notice_period: 'addresses.fieldAdvanceNotice',
  authorized_signatory: 'addresses.fieldAuthorizedSignatory',
  delivery_location_features: 'addresses.fieldLocationFeatures',
  delivery_specifics: 'addresses.fieldDeliverySpecifics',
  timing_restrictions: 'addresses.fieldTimingRestrictions',
  access_challenges: 'addresses.fieldAccessChallenges',
  location_details: 'addresses.fieldLocationDetails',
};
