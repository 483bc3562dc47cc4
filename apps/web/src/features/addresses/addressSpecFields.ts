import { ADDRESS_DELIVERY_FLAGS } from '@freight/domain';
import type { AddressField } from './addressFormValues';

/** The fields edited in the Specifications dialog rather than on the form itself. */
export const ADDRESS_SPEC_FIELDS: readonly AddressField[] = [
  ...ADDRESS_DELIVERY_FLAGS,
  'floor_number',
  'people_needed',
  'number_of_steps',
  'equipment_details',
  'advance_notice_period',
  'authorized_signatory',
  'specific_location_inside',
  'elevator_capacity',
];
