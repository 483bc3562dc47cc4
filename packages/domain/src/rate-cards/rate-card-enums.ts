import {
  CONTAINER_TYPES,
  containerTypeSchema,
  TRANSPORT_MODES,
  type TransportMode,
  transportModeSchema,
} from '../pricing/transport-modes';
import { choiceField } from '../shared/fields';

/** A card's mode and container types are the quotation's (a card prices quotations of its mode). */
export const RATE_CARD_MODES = TRANSPORT_MODES;
export type RateCardMode = TransportMode;
export const rateCardModeSchema = transportModeSchema;
export const RATE_CARD_CONTAINER_TYPES = CONTAINER_TYPES;
export const rateCardContainerTypeSchema = containerTypeSchema;

/**
 * How a surcharge is charged: per chargeable kg, once per shipment, or a percent of the freight (the
 * weight-break, CBM and container charges after the minimum, before fixed charges and other surcharges).
 */
export const SURCHARGE_BASES = ['per_kg', 'per_shipment', 'percent_of_freight'] as const;
export type SurchargeBasis = (typeof SURCHARGE_BASES)[number];
export const surchargeBasisSchema = choiceField('Surcharge basis', SURCHARGE_BASES);

/** How people read a basis. */
export const SURCHARGE_BASIS_LABELS: Record<SurchargeBasis, string> = {
  per_kg: 'per kg',
  per_shipment: 'per shipment',
  percent_of_freight: '% of freight',
};
