import type { LiveChange } from '@freight/domain';
import type { QueryKey } from '@tanstack/react-query';
import {
  cargoLineKeys,
  contactKeys,
  costLineKeys,
  dashboardKeys,
  documentKeys,
  interactionKeys,
  notificationKeys,
  quotationKeys,
  shipmentKeys,
  taskKeys,
} from '../api/queryKeys';

/** The dashboard's figures: any change to what it summarises refreshes it. */
const DASHBOARD_KEYS: QueryKey = dashboardKeys.all;

/**
 * The cached answers a change can move: exactly those, so a colleague's edit refreshes the sidebar badges, an
 * open list and the record on screen, and nothing else. An event without ids (a change to very many records)
 * refreshes every record of its kind. Only queries on screen refetch; the rest are marked stale.
 */
export function liveInvalidations(change: LiveChange): QueryKey[] {
  const { ids } = change;
  const each = (key: (id: number) => QueryKey, all: QueryKey) => (ids.length > 0 ? ids.map(key) : [all]);
  switch (change.kind) {
    case 'quotation':
      return [
        // Notes, cargo and cost changes leave the per-status counts as they are: no count read in every tab.
        ...(change.action === 'updated' ? [] : [quotationKeys.counts()]),
        quotationKeys.lists(),
        ...each(quotationKeys.detail, quotationKeys.details()),
        // A colleague's cargo or cost change moved the totals: the lines on screen must agree with them.
        ...each(cargoLineKeys.list, cargoLineKeys.all),
        ...each(costLineKeys.list, costLineKeys.all),
        DASHBOARD_KEYS,
      ];
    case 'contact':
      return [contactKeys.lists(), ...each(contactKeys.detail, contactKeys.all), DASHBOARD_KEYS];
    case 'interaction':
      return [interactionKeys.lists(), ...each(interactionKeys.detail, interactionKeys.all), DASHBOARD_KEYS];
    case 'task':
      return [
        taskKeys.lists(),
        ...each((id) => ['tasks', 'comments', id], ['tasks', 'comments']),
        ...each(taskKeys.activity, ['tasks', 'activity']),
        DASHBOARD_KEYS,
      ];
    case 'document':
      return [documentKeys.all];
    case 'notification':
      // The bell's list and unread count: a new notification appears without reloading.
      return [notificationKeys.all];
    case 'shipment':
      return [
        // References, legs and milestones leave the per-status counts as they are, but a milestone falling
        // late or an ETA moving changes what the late and ETA filters count: the counts follow the list.
        shipmentKeys.counts(),
        shipmentKeys.lists(),
        ...each(shipmentKeys.detail, shipmentKeys.all),
        // A new shipment: the quotation page's link to it.
        ...(change.action === 'created' ? [shipmentKeys.ofQuotations()] : []),
        DASHBOARD_KEYS,
      ];
  }
}
