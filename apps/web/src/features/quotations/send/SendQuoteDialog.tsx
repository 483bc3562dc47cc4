import { lowMarginMessage, type QuoteSendDraft, quoteSendSchema } from '@freight/domain';
import { Alert, Button, Checkbox, Group, Modal, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/ApiError';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useSendQuote } from './useSendQuote';

type Field = 'to' | 'subject' | 'message';

/**
 * Sends the quote: recipients (the contact's e-mail to start with; each checked), subject and message from the
 * template. The PDF goes as an attachment and `{acceptance_url}` becomes the client's link when it is sent.
 */
export function SendQuoteDialog(props: {
  quotationId: number;
  quotationNumber: string;
  draft: QuoteSendDraft;
  onClose: () => void;
}) {
  const [to, setTo] = useState(props.draft.to);
  const [subject, setSubject] = useState(props.draft.subject);
  const [message, setMessage] = useState(props.draft.message);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const lowMargin = props.draft.low_margin;
  const [confirmed, setConfirmed] = useState(false);
  const send = useSendQuote(props.quotationId);

  const submit = () => {
    const parsed = quoteSendSchema.safeParse({
      to,
      subject,
      message,
      ...(lowMargin && { confirm_low_margin: confirmed }),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (result) => {
        // Sent, but logging or filing it failed afterwards: say so, and that it must not be sent again.
        notifications.show({
          color: result.warning ? 'orange' : 'green',
          title: `Quote ${props.quotationNumber} sent`,
          message: result.warning ?? `Sent to ${parsed.data.to.join(', ')}`,
          autoClose: result.warning ? false : undefined,
        });
        props.onClose();
      },
      onError: (error) => {
        if (ApiError.is(error) && error.fields) {
          const fields = error.fields as Record<string, string>;
          const toError = Object.entries(fields).find(([k]) => k.startsWith('to'))?.[1];
          setErrors({ to: toError, subject: fields.subject, message: fields.message });
        }
      },
    });
  };

  return (
    <Modal opened onClose={props.onClose} title={`Send quote ${props.quotationNumber}`} size="lg">
      <Stack gap="sm">
        <TagsInput
          label="To"
          description="Press Enter after each address"
          value={to}
          onChange={setTo}
          error={errors.to}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable
        />
        <TextInput
          label="Subject"
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={errors.subject}
        />
        <Textarea
          label="Message"
          description="{acceptance_url} becomes the client's link to accept or decline; the PDF is attached."
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={errors.message}
          autosize
          minRows={8}
          maxRows={16}
        />
        {lowMargin && (
          <Alert color="orange" title="Margin below the minimum" data-testid="send-low-margin">
            <Stack gap="xs">
              {lowMarginMessage(lowMargin)}
              <Checkbox
                label="I have checked the pricing and want to send this quote anyway"
                checked={confirmed}
                onChange={(e) => setConfirmed(e.currentTarget.checked)}
              />
            </Stack>
          </Alert>
        )}
        {send.isError && !(ApiError.is(send.error) && send.error.fields) && (
          <Alert color="red">
            {apiErrorMessage(send.error, 'The quote could not be sent', {
              SERVICE_UNAVAILABLE: 'The mail server refused the message',
            })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={send.isPending} disabled={lowMargin !== null && !confirmed}>
            Send quote
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
