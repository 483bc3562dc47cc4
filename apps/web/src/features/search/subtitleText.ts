import type { QuotationStatus, ShipmentStatus, SubtitlePart, TaskPriority } from '@freight/domain';
import { QUOTATION_STATUS_MESSAGES, TASK_PRIORITY_MESSAGES } from '../../shared/i18n/domainLabels';
import type { Translate } from '../../shared/i18n/useT';
import { SHIPMENT_STATUS_MESSAGES } from '../shipments/shipmentLabels';

/** One part in the reader's words; a code the screen does not know yet is shown as the server sent it. */
function partText(part: SubtitlePart, t: Translate, formatDate: (iso: string) => string): string {
  switch (part.kind) {
    case 'date':
      return formatDate(part.value);
    case 'quotation_status': {
      const id = QUOTATION_STATUS_MESSAGES[part.value as QuotationStatus];
      return id ? t(id) : part.value;
    }
    case 'shipment_status': {
      const id = SHIPMENT_STATUS_MESSAGES[part.value as ShipmentStatus];
      return id ? t(id) : part.value;
    }
    case 'task_priority': {
      const id = TASK_PRIORITY_MESSAGES[part.value as TaskPriority];
      return id ? t('search.priority', { priority: t(id) }) : part.value;
    }
    case 'task_state':
      return part.value === 'completed' ? t('search.completed') : part.value;
    default:
      return part.value;
  }
}

/** A hit's subtitle from the parts the server answers as data, in the reader's language and date format. */
export function subtitleText(
  parts: readonly SubtitlePart[],
  t: Translate,
  formatDate: (iso: string) => string,
): string {
  return parts.map((part) => partText(part, t, formatDate)).join(' · ');
}
