import {
  type BookingConfirmationSend,
  contactDisplayName,
  type DocumentLanguage,
  SHIPMENT_DOCUMENT_MESSAGES as M,
} from '@freight/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../../platform/auth-context';
import type { Db } from '../../platform/database/database';
import { AppError } from '../../platform/errors';
import { type DocumentText, documentText } from '../../platform/i18n/document-messages';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';
import {
  clientDocumentLanguage,
  documentRecipients,
  sendDocumentMail,
  senderName,
} from '../quotations/document-mail.service';
import * as companyProfile from '../settings/company-profile.service';
import { fileShipmentPdf, shipmentPdf } from './shipment-documents.service';
import { type TrackingDeps, withTrackingUrl } from './shipment-tracking.service';
import * as shipmentsService from './shipments.service';

export interface BookingMailDeps {
  db: Db;
  storage: Storage;
  mail: Mailer;
  tracking: TrackingDeps;
}

/** The standard message in the client's language: who it is for, what was booked, the tracking link and who sends it. */
function standardMessage(
  t: DocumentText,
  values: {
    greeting: string;
    shipmentNumber: string;
    houseReference: string;
    trackingUrl: string;
    sender: string;
    company: string;
  },
) {
  const number = values.shipmentNumber;
  return [
    t('invoice.email.dear', { name: values.greeting }),
    '',
    values.houseReference
      ? t('booking.email.bookedWithReference', { number, reference: values.houseReference })
      : t('booking.email.booked', { number }),
    '',
    t('booking.email.follow', { url: values.trackingUrl }),
    '',
    t('invoice.email.regards'),
    [values.sender, values.company].filter(Boolean).join('\n'),
  ].join('\n');
}

/**
 * What the send dialog shows before sending: the language the booking confirmation goes out in (`chosen`, the
 * one the sender picked, else the client's as its PDF's, see `shipmentDocumentData`) and the standard subject in
 * it. 404 for an unknown shipment.
 */
export async function bookingConfirmationDraft(db: Db, shipmentId: number, chosen?: DocumentLanguage) {
  const shipment = await shipmentsService.get(db, shipmentId);
  const language = chosen ?? (await clientDocumentLanguage(db, shipment.contact_id));
  return {
    language,
    subject: documentText(language)('booking.email.subject', { number: shipment.shipment_number }),
  };
}

/**
 * E-mails the booking confirmation PDF with the tracking link to the shipment's contact (or `to`), in the
 * sender's chosen `language` (the PDF, the standard subject and message, the footer) else the client's, from the
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
  const made = await shipmentPdf(db, storage, shipmentId, 'booking_confirmation', input.language);
  if (!mail.enabled) throw AppError.conflict(M.mailOff);
  const { shipment } = made;
  const { contact, to, cc } = await documentRecipients(db, shipment.contact_id, input, M.noRecipient);
  const company = await companyProfile.get(db);
  const { tracking_url } = await withTrackingUrl(db, deps.tracking, shipment);
  // Without a subject or message of the sender's own, the standard ones are written in the PDF's language.
  const t = documentText(made.language);
  const subject = input.subject || t('booking.email.subject', { number: shipment.shipment_number });
  let message =
    input.message ||
    standardMessage(t, {
      greeting:
        (contact && contactDisplayName(contact.name, contact.last_name)) ||
        shipment.client_name ||
        t('invoice.email.customer'),
      shipmentNumber: shipment.shipment_number,
      houseReference: shipment.house_reference,
      trackingUrl: tracking_url,
      sender: senderName(auth.user),
      company: company.company_name,
    });
  // The link is the point of the e-mail: a message written without it still carries it.
  if (!message.includes(tracking_url)) message += `\n\n${t('booking.email.follow', { url: tracking_url })}`;
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
