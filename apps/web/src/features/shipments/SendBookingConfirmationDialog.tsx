import { bookingConfirmationSendSchema, type ShipmentDetail } from '@freight/domain';
import { Alert, Button, Group, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../shared/api/ApiError';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { FormModal, useDialogCloseGuard } from '../../shared/forms/FormModal';
import { textField } from '../../shared/forms/textField';
import { type RecordForm, useRecordForm } from '../../shared/forms/useRecordForm';
import { useSendBookingConfirmation } from './useShipmentDocuments';

interface SendValues {
  to: string[];
  cc: string[];
  subject: string;
  message: string;
}

const SEND_FAILED = 'The booking confirmation could not be sent';

/**
 * E-mails the booking confirmation PDF with the customer's tracking link. Every field may stay empty: To is
 * then the shipment's contact, and subject and message the standard ones (the link is added to a message
 * written without it).
 */
export function SendBookingConfirmationDialog(props: { shipment: ShipmentDetail; onClose: () => void }) {
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={`Send booking confirmation ${props.shipment.shipment_number}`}
      size="lg"
    >
      <SendForm {...props} />
    </FormModal>
  );
}

function SendForm({ shipment, onClose }: { shipment: ShipmentDetail; onClose: () => void }) {
  const form = useRecordForm<SendValues>({ initial: { to: [], cc: [], subject: '', message: '' } });
  const send = useSendBookingConfirmation(shipment.id);
  useDialogCloseGuard(form.dirtyFields.length > 0 && !send.isPending && !send.isSuccess);

  const submit = () => {
    const { to, cc, subject, message } = form.values;
    const body = form.validate(bookingConfirmationSendSchema, {
      ...(to.length > 0 && { to }),
      ...(cc.length > 0 && { cc }),
      ...(subject.trim() && { subject }),
      ...(message.trim() && { message }),
    });
    if (!body) return;
    form.setFormError(null);
    send.mutate(body, {
      onSuccess: (result) => {
        notifications.show({
          color: 'green',
          title: `Booking confirmation ${shipment.shipment_number} sent`,
          message: `Sent to ${[...result.to, ...result.cc].join(', ')}`,
        });
        onClose();
      },
      onError: (error) => showSendFailure(form, error),
    });
  };

  return (
    <form ref={form.formRef} onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="sm">
        <TagsInput
          label="To"
          description="Leave empty to send to the shipment's contact; press Enter after each address"
          value={form.values.to}
          onChange={(to) => form.setField('to', to)}
          error={form.errors.to}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable
        />
        <TagsInput
          label="Cc"
          value={form.values.cc}
          onChange={(cc) => form.setField('cc', cc)}
          error={form.errors.cc}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable
        />
        <TextInput
          label="Subject"
          placeholder={`Booking confirmation ${shipment.shipment_number}`}
          {...textField(form, 'subject')}
        />
        <Textarea
          label="Message"
          description="Leave empty for the standard message. The tracking link is added when the message lacks it; the PDF is attached."
          {...textField(form, 'message')}
          autosize
          minRows={5}
          maxRows={14}
        />
        {form.formError && <Alert color="red">{form.formError}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A refused send: the server's messages under their fields (an address's, `to.1`, under To), else above the buttons. */
function showSendFailure(form: RecordForm<SendValues>, error: unknown) {
  const fields = ApiError.is(error) ? error.fields : {};
  if (Object.keys(fields).length === 0) {
    form.setFormError(apiErrorMessage(error, SEND_FAILED));
    return;
  }
  const under = (name: 'to' | 'cc') => Object.entries(fields).find(([key]) => key.startsWith(name))?.[1];
  form.setErrors({ to: under('to'), cc: under('cc'), subject: fields.subject, message: fields.message });
}
