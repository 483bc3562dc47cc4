import { bookingConfirmationSendSchema, type ShipmentDetail } from '@freight/domain';
import { SendDocumentDialog } from '../../shared/forms/SendDocumentDialog';
import { useSendBookingConfirmation } from './useShipmentDocuments';

/**
 * E-mails the booking confirmation PDF with the customer's tracking link. Every field may stay empty: To is
 * then the shipment's contact, and subject and message the standard ones (the link is added to a message
 * written without it).
 */
export function SendBookingConfirmationDialog(props: { shipment: ShipmentDetail; onClose: () => void }) {
  const { shipment } = props;
  const send = useSendBookingConfirmation(shipment.id);
  return (
    <SendDocumentDialog
      title={`Send booking confirmation ${shipment.shipment_number}`}
      schema={bookingConfirmationSendSchema}
      send={send}
      toDescription="Leave empty to send to the shipment's contact; press Enter after each address"
      subjectPlaceholder={`Booking confirmation ${shipment.shipment_number}`}
      messageDescription="Leave empty for the standard message. The tracking link is added when the message lacks it; the PDF is attached."
      sentTitle={`Booking confirmation ${shipment.shipment_number} sent`}
      failure="The booking confirmation could not be sent"
      onClose={props.onClose}
    />
  );
}
