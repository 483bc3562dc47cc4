import { hitSubtitle, type SearchGroup, searchRoutes, subtitleCode } from '@freight/domain';
import { desc } from 'drizzle-orm';
import type { Db } from '../../platform/database/database';
import {
  bestMatchFirst,
  containsText,
  preparedSearch,
  searchGroup,
} from '../../platform/database/text-search';
import { shipmentSearchText, shipments } from './shipments.table';

/**
 * Shipments whose number, booking, carrier or house reference, quotation number or client contains the text,
 * accents and case aside (the trigram index over the folded `shipmentSearchText`): one starting with it first,
 * then the newest.
 */
export async function searchShipments(
  db: Db,
  text: string,
  limit: number,
): Promise<Omit<SearchGroup, 'kind'>> {
  const searchText = shipmentSearchText(shipments);
  const rows = await preparedSearch(db, 'search_shipments', { text, limit }, (text) => ({
    table: shipments,
    id: shipments.id,
    where: containsText(searchText, text),
    fields: {
      id: shipments.id,
      shipment_number: shipments.shipment_number,
      client: shipments.client_name,
      status: shipments.status,
      booking_reference: shipments.booking_reference,
    },
    orderBy: [...bestMatchFirst(text, searchText), desc(shipments.id)],
  }));
  return searchGroup(rows, (row) => ({
    id: row.id,
    title: row.shipment_number,
    ...hitSubtitle(row.client, row.booking_reference, subtitleCode.shipmentStatus(row.status)),
    route: searchRoutes.shipment(row.id),
  }));
}
