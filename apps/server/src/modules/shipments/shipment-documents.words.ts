import { type DocumentLanguage, type LEG_KIND_LABELS, localeOf, type TransportMode } from '@freight/domain';
import {
  type DocumentMessageId,
  type DocumentText,
  documentText,
} from '../../platform/i18n/document-messages';
import { milestoneName } from '../../platform/i18n/milestone-names';
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
    milestone: (label) => milestoneName(t, label),
  };
}
