import {
  type BookingConfirmationSend,
  contactDisplayName,
  SHIPMENT_DOCUMENT_MESSAGES as M,
} from '@freight/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';
import { documentRecipients, sendDocumentMail, senderName } from '../quotations/document-mail.service';
import * as companyProfile from '../settings/company-profile.service';
import { fileShipmentPdf, shipmentPdf } from './shipment-documents.service';
import { type TrackingDeps, withTrackingUrl } from './shipment-tracking.service';

export interface BookingMailDeps {
  db: Db;
  storage: Storage;
  mail: Mailer;
  tracking: TrackingDeps;
}

/** The standard message: who it is for, what was booked, the tracking link and who sends it. */
function standardMessage(values: {
  greeting: string;
  shipmentNumber: string;
  houseReference: string;
  trackingUrl: string;
  sender: string;
  company: string;
}) {
  const reference = values.houseReference ? ` (house reference ${values.houseReference})` : '';
  return [
    `Dear ${values.greeting},`,
    '',
    `Thank you for your booking. Your shipment ${values.shipmentNumber}${reference} is booked; the booking confirmation is attached.`,
    '',
    `Follow your shipment online: ${values.trackingUrl}`,
    '',
    'Kind regards,',
    [values.sender, values.company].filter(Boolean).join('\n'),
  ].join('\n');
}

/**
 * E-mails the booking confirmation PDF with the tracking link to the shipment's contact (or `to`), from the
 * company's e-mail as quotes are (the relay's SMTP_FROM stays the envelope sender). Once the relay accepted
 * it, the send is recorded in the audit trail and the PDF filed with the shipment's documents; a filing that
 * fails is logged and never turns the sent mail into an error (which would invite sending it twice).
 */
export async function sendBookingConfirmation(
  deps: BookingMailDeps,
  auth: AuthContext,
  shipmentId: number,
  input: BookingConfirmationSend,
  log?: FastifyBaseLogger,
) {
  const { db, storage, mail } = deps;
  const made = await shipmentPdf(db, storage, shipmentId, 'booking_confirmation');
  if (!mail.enabled) throw AppError.conflict(M.mailOff);
  const { shipment } = made;
  const { contact, to, cc } = await documentRecipients(db, shipment.contact_id, input, M.noRecipient);
  const company = await companyProfile.get(db);
  const { tracking_url } = await withTrackingUrl(db, deps.tracking, shipment);
  const subject = input.subject || `Booking confirmation ${shipment.shipment_number}`;
  let message =
    input.message ||
    standardMessage({
      greeting:
        (contact && contactDisplayName(contact.name, contact.last_name)) ||
        shipment.client_name ||
        'customer',
      shipmentNumber: shipment.shipment_number,
      houseReference: shipment.house_reference,
      trackingUrl: tracking_url,
      sender: senderName(auth.user),
      company: company.company_name,
    });
  // The link is the point of the e-mail: a message written without it still carries it.
  if (!message.includes(tracking_url)) message += `\n\nFollow your shipment online: ${tracking_url}`;
  await sendDocumentMail(deps, company, auth, {
    to,
    cc,
    subject,
    text: message,
    pdf: made,
    refused: M.refused,
    audit: { action: 'shipment.booking_confirmation_sent', entityType: 'shipment', entityId: shipment.id },
  });
  await fileShipmentPdf(db, storage, auth, made, 'booking_confirmation').catch((error: unknown) => {
    log?.error({ err: error, shipmentId }, 'booking confirmation sent, but filing its PDF failed');
  });
  return { to, cc, tracking_url };
}
