import { bookingConfirmationSendSchema, type ShipmentDetail } from '@freight/domain';
import { SendDocumentDialog } from '../../shared/forms/SendDocumentDialog';
import { useT } from '../../shared/i18n/useT';
import { useSendBookingConfirmation } from './useShipmentDocuments';

/**
 * E-mails the booking confirmation PDF with the customer's tracking link. Every field may stay empty: To is
 * then the shipment's contact, and subject and message the standard ones (the link is added to a message
 * written without it).
 */
export function SendBookingConfirmationDialog(props: { shipment: ShipmentDetail; onClose: () => void }) {
  const t = useT();
  const { shipment } = props;
  const number = shipment.shipment_number;
  const send = useSendBookingConfirmation(shipment.id);
  return (
    <SendDocumentDialog
      title={t('shipments.sendBookingTitle', { number })}
      schema={bookingConfirmationSendSchema}
      send={send}
      toDescription={t('shipments.sendBookingTo')}
      subjectPlaceholder={t('shipments.bookingSubject', { number })}
      messageDescription={t('shipments.sendBookingMessage')}
      sentTitle={t('shipments.bookingSent', { number })}
      failure={t('shipments.bookingSendFailed')}
      onClose={props.onClose}
    />
  );
}
