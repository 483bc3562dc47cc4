import { type ShipmentDocumentKind, shipmentDocumentsApi } from '@freight/domain';
import type { FastifyPluginAsync } from 'fastify';
import { can } from '../../platform/auth-context';
import { contractRoute } from '../../platform/contract-route';
import { contentDisposition } from '../files/download-headers';
import type { BookingMailDeps } from './shipment-booking-mail.service';
import { bookingConfirmationDraft, sendBookingConfirmation } from './shipment-booking-mail.service';
import { filedDocuments, fileShipmentPdf, shipmentPdf } from './shipment-documents.service';

/** A shipment's PDFs (booking confirmation, house bill), its filed copies, and the booking confirmation e-mail. */
export const shipmentDocumentsRoutes: FastifyPluginAsync<BookingMailDeps> = async (app, deps) => {
  const { db, storage } = deps;
  const api = shipmentDocumentsApi;
  const view = can('shipments', 'view');
  const pdfRoute = (endpoint: typeof api.houseBill, kind: ShipmentDocumentKind) =>
    contractRoute(app, endpoint, view, async ({ params, query, auth, reply }) => {
      const made = await shipmentPdf(db, storage, params.id, kind);
      await fileShipmentPdf(db, storage, auth, made, kind);
      return reply
        .status(200)
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          contentDisposition(query.download === '1' ? 'attachment' : 'inline', made.name),
        )
        .header('x-content-type-options', 'nosniff')
        .send(made.bytes);
    });
  pdfRoute(api.bookingConfirmation, 'booking_confirmation');
  pdfRoute(api.houseBill, 'house_bill');
  contractRoute(app, api.list, view, ({ params, auth }) => filedDocuments(db, auth, params.id));
  contractRoute(app, api.bookingConfirmationDraft, view, ({ params, query }) =>
    bookingConfirmationDraft(db, params.id, query.language),
  );
  contractRoute(
    app,
    api.sendBookingConfirmation,
    can('shipments', 'edit'),
    ({ params, body, auth, request }) => sendBookingConfirmation(deps, auth, params.id, body, request.log),
  );
};
