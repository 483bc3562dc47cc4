import {
  type DocumentLanguage,
  type FiledShipmentDocument,
  hasPermission,
  SHIPMENT_DOCUMENTS,
  type ShipmentDocumentKind,
  shipmentDocumentName,
} from '@freight/domain';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import type { Storage } from '../../platform/storage/storage';
import * as foldersService from '../documents/folders.service';
import { fileCopy } from '../quotations/quote-pdf.service';
import { renderBookingConfirmation } from './shipment-documents.booking-pdf';
import { shipmentDocumentData } from './shipment-documents.data';
import { renderHouseBill } from './shipment-documents.house-bill-pdf';
import * as shipmentsService from './shipments.service';

const RENDERERS = { booking_confirmation: renderBookingConfirmation, house_bill: renderHouseBill };

/**
 * One of the shipment's PDFs, made from its current data (404 for an unknown shipment), in `language` when the
 * sender chose one, else the client's (see `shipmentDocumentData`).
 */
export async function shipmentPdf(
  db: Db,
  storage: Storage,
  shipmentId: number,
  kind: ShipmentDocumentKind,
  language?: DocumentLanguage,
) {
  const shipment = await shipmentsService.get(db, shipmentId);
  const data = await shipmentDocumentData(db, storage, shipment, language);
  const bytes = await RENDERERS[kind](data);
  return {
    shipment,
    bytes,
    language: data.language,
    name: shipmentDocumentName(shipment.shipment_number, kind),
  };
}

/**
 * Files the PDF in the shipment's documents: the folder of the quotation it came from, where the quote's own
 * PDFs are, under the shipment's number (a new version when that name is on file with other bytes). As the
 * quote PDF, filing takes quotations:edit; without it, or once the quotation is deleted, nothing is filed.
 */
export async function fileShipmentPdf(
  db: Db,
  storage: Storage,
  auth: AuthContext,
  made: Awaited<ReturnType<typeof shipmentPdf>>,
  kind: ShipmentDocumentKind,
) {
  if (made.shipment.quotation_id === null) return;
  await fileCopy(
    db,
    storage,
    auth,
    made.shipment.quotation_id,
    made.name,
    made.bytes,
    `${SHIPMENT_DOCUMENTS[kind]} made again`,
  );
}

/** The shipment's filed PDFs, newest change first; none for a caller who may not see quotation documents. */
export async function filedDocuments(
  db: Db,
  auth: AuthContext,
  shipmentId: number,
): Promise<{ data: FiledShipmentDocument[] }> {
  const shipment = await shipmentsService.get(db, shipmentId);
  if (shipment.quotation_id === null) return { data: [] };
  if (!hasPermission(auth.user.role, auth.permissions, 'quotations', 'view')) return { data: [] };
  const folder = await foldersService.quotationFolder(db, shipment.quotation_id);
  const { documents } = await foldersService.contents(db, auth, folder.id);
  const prefix = `${shipment.shipment_number} `;
  const data = documents
    .filter((d) => d.name.startsWith(prefix))
    .map((d) => ({
      id: d.id,
      name: d.name,
      version_number: d.version_number,
      updated_at: d.updated_at,
      file_url: d.file_url,
    }))
    .sort((a, b) => (b.updated_at ?? '').localeCompare(a.updated_at ?? ''));
  return { data };
}
