import { bookingConfirmationSendSchema, type ShipmentDetail } from '@freight/domain';
import { SendDocumentDialog } from '../../shared/forms/SendDocumentDialog';
import { useT } from '../../shared/i18n/useT';
import {
  readBookingConfirmationDraft,
  useBookingConfirmationDraft,
  useSendBookingConfirmation,
} from './useShipmentDocuments';

/**
 * E-mails the booking confirmation PDF with the customer's tracking link. Every field may stay empty: To is
 * then the shipment's contact, and subject and message the standard ones (the link is added to a message
 * written without it). The language the PDF and the standard words go out in starts at the client's and may
 * be changed for this send; the subject's placeholder is the standard subject in it.
 */
export function SendBookingConfirmationDialog(props: { shipment: ShipmentDetail; onClose: () => void }) {
  const t = useT();
  const { shipment } = props;
  const number = shipment.shipment_number;
  const send = useSendBookingConfirmation(shipment.id);
  const draft = useBookingConfirmationDraft(shipment.id).data;
  return (
    <SendDocumentDialog
      title={t('shipments.sendBookingTitle', { number })}
      schema={bookingConfirmationSendSchema}
      send={send}
      toDescription={t('shipments.sendBookingTo')}
      subjectPlaceholder={t('shipments.bookingSubject', { number })}
      messageDescription={t('shipments.sendBookingMessage')}
      language={{ draft, readDraft: (language) => readBookingConfirmationDraft(shipment.id, language) }}
      sentTitle={t('shipments.bookingSent', { number })}
      failure={t('shipments.bookingSendFailed')}
      onClose={props.onClose}
    />
  );
}
