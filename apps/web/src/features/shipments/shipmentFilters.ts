import { SHIPMENT_STATUSES, TRANSPORT_MODES } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';
import { readableDay, readableId } from '../../shared/list/DayRangeClientFields';

/** The late-milestones filter's choices: with a late milestone, or none. */
export const LATE_CHOICES: readonly { value: LateChoice; label: MessageId }[] = [
  { value: 'true', label: 'shipments.lateMilestones' },
  { value: 'false', label: 'shipments.onTime' },
];
export type LateChoice = 'true' | 'false';

/**
 * The Shipments list's filters in the address: `?status=InTransit&mode=Air&late=true&eta_from=2026-11-23&
 * eta_to=2026-11-29&contact=12` (and the search, `?q=`). ETA days are YYYY-MM-DD whatever the user's format.
 */
export const SHIPMENT_FILTERS = {
  status: { param: 'status', values: SHIPMENT_STATUSES },
  mode: { param: 'mode', values: TRANSPORT_MODES },
  late: { param: 'late', values: ['true', 'false'] as const },
  etaFrom: { param: 'eta_from' },
  etaTo: { param: 'eta_to' },
  contact: { param: 'contact' },
};

export interface ShipmentFilters {
  status: string;
  mode: string;
  late: LateChoice | '';
  etaFrom: string;
  etaTo: string;
  contact: string;
  search: string;
}

/**
 * The list's query for the server from the filters: a hand-edited address's unreadable day or contact is left
 * out rather than sent (the list shows what the readable filters select).
 */
export function shipmentFilterQuery(filters: Partial<ShipmentFilters>): Record<string, string> {
  return {
    ...(filters.mode && { transport_mode: filters.mode }),
    ...(filters.late && { late: filters.late }),
    ...(filters.etaFrom && readableDay(filters.etaFrom) && { eta_from: filters.etaFrom }),
    ...(filters.etaTo && readableDay(filters.etaTo) && { eta_to: filters.etaTo }),
    ...(filters.contact && readableId(filters.contact) && { contact_id: filters.contact }),
    ...(filters.search && { search: filters.search }),
  };
}
