import type { AddressType, AdvanceNoticePeriod, ElevatorCapacity } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';

// The domain names the address choices in English for the API; the form draws each through these messages.

/** Each type of place as a message. */
export const ADDRESS_TYPE_MESSAGES: Record<AddressType, MessageId> = {
  Commercial: 'addresses.typeCommercial',
  Residential: 'addresses.typeResidential',
  Industrial: 'addresses.typeIndustrial',
  Warehouse: 'addresses.typeWarehouse',
  Port: 'addresses.typePort',
  Airport: 'addresses.typeAirport',
};

/** Each advance notice period as a message. */
export const ADVANCE_NOTICE_MESSAGES: Record<AdvanceNoticePeriod, MessageId> = {
  '24h': 'addresses.noticeOneDay',
  '48h': 'addresses.noticeTwoDays',
  '72h': 'addresses.noticeThreeDays',
  '1week': 'addresses.noticeWeek',
};

/** Each elevator size as a message. */
export const ELEVATOR_CAPACITY_MESSAGES: Record<ElevatorCapacity, MessageId> = {
  small: 'addresses.elevatorSmall',
  medium: 'addresses.elevatorMedium',
  large: 'addresses.elevatorLarge',
  freight: 'addresses.elevatorFreight',
};
