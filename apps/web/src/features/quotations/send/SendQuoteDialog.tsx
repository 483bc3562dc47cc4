import {
  type DocumentLanguage,
  formatQuantity,
  type QuoteSendDraft,
  quoteSendApi,
  quoteSendFormSchema,
} from '@freight/domain';
import { Alert, Button, Checkbox, Group, Modal, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { DocumentLanguageSelect } from '../../../shared/forms/DocumentLanguageSelect';
import { textField } from '../../../shared/forms/textField';
import { type RecordForm, useRecordForm } from '../../../shared/forms/useRecordForm';
import { translate, useT } from '../../../shared/i18n/useT';
import { notReadyText } from './readinessText';
import { SEND_BLOCKERS_ID, SendQuoteReadiness } from './SendQuoteReadiness';
import { useSendQuote } from './useSendQuote';

interface SendValues {
  to: string[];
  subject: string;
  message: string;
  /** The language of the e-mail, its PDF and the client's page (the contact's to start with). */
  language: QuoteSendDraft['language'];
  /** The low-margin confirmation (sent only when the draft says the margin is low). */
  confirmed: boolean;
}

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
  const t = useT();
  const { draft } = props;
  const form = useRecordForm<SendValues>({
    initial: () => ({
      to: draft.to,
      subject: draft.subject,
      message: draft.message,
      language: draft.language,
      confirmed: false,
    }),
  });
  const lowMargin = draft.low_margin;
  const notReady = draft.readiness.missing.length > 0;
  const send = useSendQuote(props.quotationId);

  const submit = () => {
    const { confirmed, ...message } = form.values;
    const body = form.validate(quoteSendFormSchema, {
      ...message,
      ...(lowMargin && { confirm_low_margin: confirmed }),
    });
    if (!body) return;
    form.setFormError(null);
    send.mutate(body, {
      onSuccess: (result) => {
        // Sent, but logging or filing it failed afterwards: say so, and that it must not be sent again.
        notifications.show({
          color: result.warning ? 'orange' : 'green',
          title: t('quoteSend.sent', { number: props.quotationNumber }),
          message: result.warning ?? t('quoteSend.sentTo', { to: body.to.join(', ') }),
          autoClose: result.warning ? false : undefined,
        });
        props.onClose();
      },
      onError: (error) => showSendFailure(form, error),
    });
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('quoteSend.title', { number: props.quotationNumber })}
      size="lg"
    >
      <form ref={form.formRef} onSubmit={(event) => event.preventDefault()} noValidate>
        <Stack gap="sm">
          <SendQuoteReadiness readiness={draft.readiness} />
          <SendLanguage form={form} quotationId={props.quotationId} />
          <SendQuoteFields form={form} />
          {lowMargin && (
            <LowMarginConfirmation
              message={t('quoteSend.lowMargin', {
                percent: formatQuantity(lowMargin.percent),
                minimum: formatQuantity(lowMargin.minimum_percent),
              })}
              checked={form.values.confirmed}
              onChange={(confirmed) => form.setField('confirmed', confirmed)}
            />
          )}
          {form.formError && <Alert color="red">{form.formError}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('quoteSend.cancel')}
            </Button>
            <Button
              onClick={submit}
              loading={send.isPending}
              disabled={notReady || (lowMargin !== null && !form.values.confirmed)}
              aria-describedby={notReady ? SEND_BLOCKERS_ID : undefined}
            >
              {t('quoteSend.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A refused send: the server's messages under their fields (a recipient's, `to.1`, under To), or the message
 * for the error's code above the buttons (a quote not ready: what it still needs, worded from its parts).
 */
function showSendFailure(form: RecordForm<SendValues>, error: unknown) {
  const fields = ApiError.is(error) ? error.fields : {};
  if (Object.keys(fields).length === 0) {
    const missing = missingParts(error);
    form.setFormError(
      apiErrorMessage(error, translate('quoteSend.failed'), {
        SERVICE_UNAVAILABLE: translate('quoteSend.mailRefused'),
        QUOTE_NOT_READY: missing && notReadyText(missing),
      }),
    );
    return;
  }
  const to = Object.entries(fields).find(([key]) => key.startsWith('to'))?.[1];
  form.setErrors({ to, subject: fields.subject, message: fields.message });
}

/** What a quote refused as not ready still needs (the 409's `missing`), when the answer lists it. */
function missingParts(error: unknown): string[] | undefined {
  const missing = ApiError.is(error) ? error.details.missing : undefined;
  return Array.isArray(missing) && missing.every((part) => typeof part === 'string') ? missing : undefined;
}

/** To, Subject and Message of the e-mail. */
function SendQuoteFields({ form }: { form: RecordForm<SendValues> }) {
  const t = useT();
  return (
    <>
      <TagsInput
        label={t('quoteSend.to')}
        description={t('quoteSend.toDescription')}
        value={form.values.to}
        onChange={(to) => form.setField('to', to)}
        error={form.errors.to}
        splitChars={[',', ' ', ';']}
        acceptValueOnBlur
        clearable
      />
      <TextInput label={t('quoteSend.subject')} {...textField(form, 'subject')} />
      <Textarea
        label={t('quoteSend.message')}
        description={t('quoteSend.messageDescription', { placeholder: '{acceptance_url}' })}
        {...textField(form, 'message')}
        autosize
        minRows={8}
        maxRows={16}
      />
    </>
  );
}

/**
 * Which language the quote goes out in, the contact's to start with: choosing another writes the subject and
 * message again from the template in that language (the PDF and the client's page follow it too).
 */
function SendLanguage({ form, quotationId }: { form: RecordForm<SendValues>; quotationId: number }) {
  const t = useT();
  const change = async (language: DocumentLanguage) => {
    form.setField('language', language);
    try {
      const draft = await callApi(quoteSendApi.draft, { params: { id: quotationId }, query: { language } });
      form.setField('subject', draft.subject);
      form.setField('message', draft.message);
    } catch {
      // The template could not be read again: the words stay as they are, the language is still sent.
    }
  };
  return (
    <DocumentLanguageSelect
      label={t('quoteSend.language')}
      description={t('quoteSend.languageDescription')}
      value={form.values.language}
      onChange={(language) => void change(language)}
    />
  );
}

/** The margin is below the pricing settings' minimum: sending waits for the user to say they checked it. */
function LowMarginConfirmation(props: {
  message: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <Alert color="orange" title={t('quoteSend.lowMarginTitle')} data-testid="send-low-margin">
      <Stack gap="xs">
        {props.message}
        <Checkbox
          label={t('quoteSend.confirmLowMargin')}
          checked={props.checked}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
        />
      </Stack>
    </Alert>
  );
}
