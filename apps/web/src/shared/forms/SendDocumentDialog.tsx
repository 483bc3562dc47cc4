import type { DocumentLanguage } from '@freight/domain';
import { Alert, Button, Group, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../api/ApiError';
import { apiErrorMessage } from '../api/apiErrorMessage';
import { translate, useT } from '../i18n/useT';
import { knownSentence, translateFieldErrors } from '../i18n/validationMessages';
import { DocumentLanguageSelect } from './DocumentLanguageSelect';
import { FormModal, useDialogCloseGuard } from './FormModal';
import { textField } from './textField';
import { type DocumentSendLanguage, useDocumentSendLanguage } from './useDocumentSendLanguage';
import { type RecordForm, useRecordForm } from './useRecordForm';

interface SendValues {
  to: string[];
  cc: string[];
  subject: string;
  message: string;
}

/** What a document's send endpoint takes: every field may be left out for the server's standard one. */
export interface DocumentSendBody {
  to?: string[];
  cc?: string[];
  subject?: string;
  message?: string;
  /** The language of the PDF and the standard words; left out: the client's. */
  language?: DocumentLanguage;
}

export interface SendDocumentDialogProps {
  title: string;
  /** The send endpoint's body schema (its messages are shown under the fields before anything is sent). */
  schema: z.ZodType<DocumentSendBody>;
  send: UseMutationResult<{ to: string[]; cc: string[] }, unknown, DocumentSendBody>;
  toDescription: string;
  /** The subject's placeholder until the draft's standard subject (in the send's language) is known. */
  subjectPlaceholder: string;
  /**
   * The language choice, when the document has a send draft: it starts at the draft's language and picking
   * another reads the draft again, so that the subject's placeholder follows.
   */
  language?: DocumentSendLanguage;
  messageDescription: string;
  /** The notification's title once the relay accepted the message. */
  sentTitle: string;
  /** Shown above the buttons when the server refuses without naming a field. */
  failure: string;
  onClose: () => void;
}

/**
 * E-mails a document's PDF: To, Cc, Subject and Message, each of which may stay empty for the standard one, and
 * (for a document with a send draft) the language the PDF and those standard words go out in.
 */
export function SendDocumentDialog(props: SendDocumentDialogProps) {
  return (
    <FormModal opened onClose={props.onClose} title={props.title} size="lg">
      <SendForm {...props} />
    </FormModal>
  );
}

function SendForm(props: SendDocumentDialogProps) {
  const { send, onClose } = props;
  const t = useT();
  const form = useRecordForm<SendValues>({ initial: { to: [], cc: [], subject: '', message: '' } });
  const sendLanguage = useDocumentSendLanguage(props.language);
  useDialogCloseGuard(form.dirtyFields.length > 0 && !send.isPending && !send.isSuccess);

  const submit = () => {
    const { to, cc, subject, message } = form.values;
    const { language } = sendLanguage;
    const body = form.validate(props.schema, {
      ...(to.length > 0 && { to }),
      ...(cc.length > 0 && { cc }),
      ...(subject.trim() && { subject }),
      ...(message.trim() && { message }),
      ...(language && { language }),
    });
    if (!body) return;
    form.setFormError(null);
    send.mutate(body, {
      onSuccess: (result) => {
        notifications.show({
          color: 'green',
          title: props.sentTitle,
          message: translate('forms.sentTo', { recipients: [...result.to, ...result.cc].join(', ') }),
        });
        onClose();
      },
      onError: (error) => showSendFailure(form, error, props.failure),
    });
  };

  return (
    <form ref={form.formRef} onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="sm">
        {props.language && (
          <DocumentLanguageSelect
            label={t('forms.sendLanguage')}
            description={t('forms.sendLanguageDescription')}
            value={sendLanguage.language}
            onChange={(language) => void sendLanguage.choose(language)}
          />
        )}
        <TagsInput
          label={t('forms.sendTo')}
          description={props.toDescription}
          value={form.values.to}
          onChange={(to) => form.setField('to', to)}
          error={form.errors.to}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable
        />
        <TagsInput
          label={t('forms.sendCc')}
          value={form.values.cc}
          onChange={(cc) => form.setField('cc', cc)}
          error={form.errors.cc}
          splitChars={[',', ' ', ';']}
          acceptValueOnBlur
          clearable
        />
        <TextInput
          label={t('forms.sendSubject')}
          placeholder={sendLanguage.subject ?? props.subjectPlaceholder}
          {...textField(form, 'subject')}
        />
        <Textarea
          label={t('forms.sendMessage')}
          description={props.messageDescription}
          {...textField(form, 'message')}
          autosize
          minRows={5}
          maxRows={14}
        />
        {form.formError && <Alert color="red">{form.formError}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={send.isPending}>
            {t('common.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A refused send: the server's messages under their fields (an address's, `to.1`, under To), else (none, or
 * only one the form has no field for) above the buttons.
 */
function showSendFailure(form: RecordForm<SendValues>, error: unknown, failure: string) {
  const fields = ApiError.is(error) ? error.fields : {};
  const under = (name: 'to' | 'cc') => Object.entries(fields).find(([key]) => key.startsWith(name))?.[1];
  const errors = { to: under('to'), cc: under('cc'), subject: fields.subject, message: fields.message };
  if (!Object.values(errors).some(Boolean)) {
    // A 503 is the mail server refusing the message when the server says so; any other 503 is the failure.
    const refused = ApiError.is(error) ? knownSentence(error.message) : undefined;
    form.setFormError(apiErrorMessage(error, failure, { SERVICE_UNAVAILABLE: refused }));
    return;
  }
  form.setErrors(translateFieldErrors(errors));
}
