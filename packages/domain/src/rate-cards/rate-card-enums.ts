import {
  CONTAINER_TYPES,
  containerTypeSchema,
  TRANSPORT_MODES,
  type TransportMode,
  transportModeSchema,
} from '../pricing/transport-modes';
import { choiceValues } from '../shared/choices';
import { choiceField } from '../shared/fields';

/** A card's mode and container types are the quotation's (a card prices quotations of its mode). */
export const RATE_CARD_MODES = TRANSPORT_MODES;
export type RateCardMode = TransportMode;
export const rateCardModeSchema = transportModeSchema;
export const RATE_CARD_CONTAINER_TYPES = CONTAINER_TYPES;
export const rateCardContainerTypeSchema = containerTypeSchema;

/**
 * How a surcharge is charged: per chargeable kg, once per shipment, or a percent of the freight (the
 * weight-break, CBM and container charges after the minimum, before fixed charges and other surcharges), and
 * how people read each.
 */
export const SURCHARGE_BASIS_LABELS = {
  per_kg: 'per kg',
  per_shipment: 'per shipment',
  percent_of_freight: '% of freight',
};
export const SURCHARGE_BASES = choiceValues(SURCHARGE_BASIS_LABELS);
export type SurchargeBasis = (typeof SURCHARGE_BASES)[number];
export const surchargeBasisSchema = choiceField('Surcharge basis', SURCHARGE_BASES);
