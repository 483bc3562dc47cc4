import { z } from 'zod';
import { noContentSchema } from '../api/endpoint';
import { endpointGroup } from '../api/endpoint-group';
import { documentSendDraftQuerySchema, documentSendDraftSchema } from '../quotations/document-send-draft';
import { recipientList } from '../quotations/quote-send';
import { bodyObject, choiceField, textField } from '../shared/fields';
import { LANGUAGES } from '../user-profiles/user-profile-options';

export const SHIPMENT_DOCUMENT_MESSAGES = {
  noRecipient: 'The shipment has no contact with an e-mail address: add a recipient in To',
  mailOff: 'E-mail is not set up on this server (SMTP_URL), so booking confirmations cannot be sent.',
  refused: 'The mail server refused the message',
} as const;

/** The documents a shipment prints, each with the name it is filed under after the shipment's number. */
export const SHIPMENT_DOCUMENTS = {
  booking_confirmation: 'Booking confirmation',
  house_bill: 'House bill',
} as const;
export type ShipmentDocumentKind = keyof typeof SHIPMENT_DOCUMENTS;

/** The file name a shipment's document is downloaded and filed under ('SH-2026-00001 Booking confirmation.pdf'). */
export const shipmentDocumentName = (shipmentNumber: string, kind: ShipmentDocumentKind) =>
  `${shipmentNumber} ${SHIPMENT_DOCUMENTS[kind]}.pdf`;

/**
 * POST /shipments/{id}/send_booking_confirmation: every field may be left out; `to` then is the shipment's
 * contact, subject and message the standard ones (the tracking link is added when the message lacks it), and
 * `language` the client's (see the send draft).
 */
export const bookingConfirmationSendSchema = bodyObject({
  to: recipientList('To').optional(),
  cc: recipientList('Cc').optional(),
  subject: textField('Subject', { max: 255 }).optional(),
  message: textField('Message', { max: 10_000 }).optional(),
  /** The language of the PDF, the standard subject and message, and the company's footer. */
  language: choiceField('Language', LANGUAGES).optional(),
});
export type BookingConfirmationSend = z.infer<typeof bookingConfirmationSendSchema>;

const bookingConfirmationSentSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()),
  tracking_url: z.string(),
});

/** A copy filed in the shipment's documents (its quotation's folder), newest first. */
const filedShipmentDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  version_number: z.number().int(),
  updated_at: z.string().nullable(),
  /** Where the filed copy downloads from (the documents module's file address). */
  file_url: z.string(),
});
export type FiledShipmentDocument = z.infer<typeof filedShipmentDocumentSchema>;

const download = z.object({
  download: choiceField('Download', ['0', '1'], 'Download must be 0 or 1').optional(),
});

const api = endpointGroup(['shipments']);
const pdf = (kind: ShipmentDocumentKind, summary: string) =>
  api.get(`/shipments/:id/documents/${kind}.pdf`, {
    summary,
    query: download,
    response: noContentSchema,
    produces: 'application/pdf',
  });

/** A shipment's documents and the booking confirmation e-mail (docs/api.md, Shipment documents). */
export const shipmentDocumentsApi = {
  bookingConfirmation: pdf(
    'booking_confirmation',
    'The booking confirmation as a PDF; files a copy in the shipment documents (for those with quotations edit)',
  ),
  houseBill: pdf(
    'house_bill',
    'A draft house bill of lading (sea), house air waybill (air) or consignment note (road, rail) as a PDF',
  ),
  list: api.get('/shipments/:id/documents', {
    summary: "The shipment's filed documents",
    response: z.object({ data: z.array(filedShipmentDocumentSchema) }),
  }),
  bookingConfirmationDraft: api.get('/shipments/:id/booking_confirmation/send-draft', {
    summary:
      "The language the booking confirmation goes out in (`language`, else the client's), and its standard subject in it",
    query: documentSendDraftQuerySchema,
    response: documentSendDraftSchema,
  }),
  sendBookingConfirmation: api.post('/shipments/:id/send_booking_confirmation', {
    summary: 'E-mails the booking confirmation PDF with the tracking link to the contact (or `to`)',
    body: bookingConfirmationSendSchema,
    status: 202,
    response: bookingConfirmationSentSchema,
  }),
};
