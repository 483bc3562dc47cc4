import type { CalculationMethod, ChargePart, CostLocation } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

// The domain names these choices in English for the API and the server's texts; the screens draw them
// through these messages, in the reader's language.

/** Each calculation method as a message. */
export const CALCULATION_METHOD_MESSAGES: Record<CalculationMethod, MessageId> = {
  Fixed: 'costLines.methodFixed',
  CBM: 'costLines.methodCbm',
  Weight: 'costLines.methodWeight',
  Chargeable: 'costLines.methodChargeable',
};

/** Where a cost arises, as a message. */
export const COST_LOCATION_MESSAGES: Record<CostLocation, MessageId> = {
  Origin: 'costLines.locationOrigin',
  Destination: 'costLines.locationDestination',
};

/** Each part of the breakdown (origin charges, main carriage, ...) as a message. */
export const CHARGE_PART_MESSAGES: Record<ChargePart, MessageId> = {
  origin_charges: 'costLines.partOrigin',
  main_carriage: 'costLines.partMainCarriage',
  destination_charges: 'costLines.partDestination',
  duties_taxes: 'costLines.partDuties',
};
