import { type DocumentLanguage, type LEG_KIND_LABELS, localeOf, type TransportMode } from '@freight/domain';
import {
  type DocumentMessageId,
  type DocumentText,
  documentText,
} from '../../platform/i18n/document-messages';
import { fixedNumber } from '../../platform/pdf/pdf-page-frame';

/** Each transport mode as a shipment's documents word it (the API keeps the English value). */
export const TRANSPORT_MODE_WORDS: Record<TransportMode, DocumentMessageId> = {
  Air: 'booking.modeAir',
  Express: 'booking.modeExpress',
  Road: 'booking.modeRoad',
  'Sea LCL': 'booking.modeSeaLcl',
  'Sea FCL': 'booking.modeSeaFcl',
  Rail: 'booking.modeRail',
};

/** Each kind of leg as a shipment's documents word it. */
export const LEG_KIND_WORDS: Record<keyof typeof LEG_KIND_LABELS, DocumentMessageId> = {
  pre_carriage: 'booking.legPreCarriage',
  main: 'booking.legMain',
  on_carriage: 'booking.legOnCarriage',
};

// A milestone keeps the name its template gave it when the shipment was made. The default templates' names
// (packages/domain/src/shipments/milestone-templates.ts) are English words, so a document prints them in its
// language; a name the company wrote itself is its own text and stays as written.
const DEFAULT_MILESTONE_WORDS: Readonly<Record<string, DocumentMessageId>> = {
  'Arrived at destination': 'booking.step.arrivedAtDestination',
  Arrived: 'booking.step.arrived',
  'Available for pickup': 'booking.step.availableForPickup',
  Booked: 'booking.step.booked',
  'Booking confirmed': 'booking.step.bookingConfirmed',
  'Border crossed': 'booking.step.borderCrossed',
  'Collected from shipper': 'booking.step.collectedFromShipper',
  Delivered: 'booking.step.delivered',
  Departed: 'booking.step.departed',
  Discharged: 'booking.step.discharged',
  'Empty container released': 'booking.step.emptyReleased',
  'Gate in at origin terminal': 'booking.step.gateIn',
  'Gate out': 'booking.step.gateOut',
  'Loaded on vessel': 'booking.step.loadedOnVessel',
  'Ready for delivery': 'booking.step.readyForDelivery',
  'Received from shipper': 'booking.step.receivedFromShipper',
  'Train arrived': 'booking.step.trainArrived',
  'Train departed': 'booking.step.trainDeparted',
  'Unloaded, available for pickup': 'booking.step.unloadedAvailable',
  'Vessel arrived': 'booking.step.vesselArrived',
  'Vessel departed': 'booking.step.vesselDeparted',
};

/** How a shipment's document writes in the client's language: its messages, numbers and capitals. */
export interface DocumentWriting {
  t: DocumentText;
  /** A number with fixed decimals in the language's locale ('1,200.00', '1.200,00'). */
  number: (value: number, decimals: number) => string;
  /** A box or block title in capitals, as the language writes them ('CONSIGNEE', 'DESTINATAIRE'). */
  upper: (text: string) => string;
  /** A milestone's name in the language when it is a default template's, else as the company wrote it. */
  milestone: (label: string) => string;
}

export function documentWriting(language: DocumentLanguage): DocumentWriting {
  const locale = localeOf(language);
  const t = documentText(language);
  return {
    t,
    number: (value, decimals) => fixedNumber(value, decimals, locale),
    upper: (text) => text.toLocaleUpperCase(locale),
    milestone: (label) => {
      const id = DEFAULT_MILESTONE_WORDS[label];
      return id ? t(id) : label;
    },
  };
}
