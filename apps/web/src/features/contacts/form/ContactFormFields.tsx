import { CONTACT_STATUSES, type ContactStatus, contactDisplayName } from '@freight/domain';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { FieldConflictProps } from '../../../shared/autosave/FieldConflict';
import { conflictContainer } from '../../../shared/autosave/FieldConflict';
import type { FormErrors } from '../../../shared/forms/useRecordForm';
import { useT } from '../../../shared/i18n/useT';
import { CONTACT_STATUS_MESSAGES } from '../contactStatusMessages';
import { ContactFormSection } from './ContactFormSection';
import { ContactLanguageInput } from './ContactLanguageInput';
import { CONTACT_FIELD_LABELS } from './contactFieldLabels';
import type { ContactFormField, ContactFormValues } from './contactFormValues';

interface ContactFormFieldsProps {
  values: ContactFormValues;
  errors: FormErrors<ContactFormValues>;
  onChange: <K extends ContactFormField>(field: K, value: ContactFormValues[K]) => void;
  disabled?: boolean;
  /** After a refused save (412): the notice under a field that a colleague changed too. */
  conflictAt?: (field: ContactFormField) => FieldConflictProps | undefined;
}

/** The Add and Edit contact inputs in four sections: Personal, Company, Contact, Additional. */
export function ContactFormFields({
  values,
  errors,
  onChange,
  disabled,
  conflictAt,
}: ContactFormFieldsProps) {
  const t = useT();
  const text = (field: Exclude<ContactFormField, 'status'>, extra?: object) => (
    <TextInput
      label={t(CONTACT_FIELD_LABELS[field])}
      inputContainer={conflictContainer(conflictAt?.(field))}
      value={values[field]}
      error={errors[field]}
      disabled={disabled}
      onChange={(event) => onChange(field, event.currentTarget.value)}
      {...extra}
    />
  );
  const derivedName = contactDisplayName(values.name, values.last_name);

  return (
    <Stack gap="md">
      <ContactFormSection legend={t('contacts.sectionPersonal')}>
        {text('name', { required: true, 'data-autofocus': true, autoComplete: 'off' })}
        {text('last_name', { autoComplete: 'off' })}
        {text('display_name', {
          placeholder: derivedName || t('contacts.displayNamePlaceholder'),
          description: t('contacts.displayNameDescription'),
        })}
        <ContactLanguageInput
          label={t(CONTACT_FIELD_LABELS.language)}
          inputContainer={conflictContainer(conflictAt?.('language'))}
          value={values.language}
          error={errors.language}
          disabled={disabled}
          onChange={(value) => onChange('language', value)}
        />
      </ContactFormSection>

      <ContactFormSection legend={t('contacts.sectionCompany')}>
        {text('company_name')}
        {text('title')}
        {text('category', { placeholder: t('contacts.categoryPlaceholder') })}
        {text('segment')}
      </ContactFormSection>

      <ContactFormSection legend={t('contacts.sectionContact')}>
        {text('email', { type: 'email', placeholder: t('contacts.emailPlaceholder'), autoComplete: 'off' })}
        {text('phone_number', { type: 'tel', placeholder: '+1 555 123 4567', autoComplete: 'off' })}
        {text('address')}
        {text('city')}
        {text('state')}
        {text('zip_code')}
        {text('country')}
      </ContactFormSection>

      <ContactFormSection legend={t('contacts.sectionAdditional')}>
        <Select
          label={t(CONTACT_FIELD_LABELS.status)}
          inputContainer={conflictContainer(conflictAt?.('status'))}
          data={CONTACT_STATUSES.map((status) => ({
            value: status,
            label: t(CONTACT_STATUS_MESSAGES[status]),
          }))}
          value={values.status}
          error={errors.status}
          disabled={disabled}
          allowDeselect={false}
          onChange={(value) => value && onChange('status', value as ContactStatus)}
        />
        {text('payment_terms_days', {
          inputMode: 'numeric',
          description: t('contacts.paymentTermsDescription'),
        })}
        {text('tax_number', { description: t('contacts.vatNumberDescription') })}
        {text('peppol_id', {
          placeholder: '0088:5790000435975',
          description: t('contacts.peppolIdDescription'),
        })}
        <Textarea
          label={t(CONTACT_FIELD_LABELS.notes)}
          inputContainer={conflictContainer(conflictAt?.('notes'))}
          value={values.notes}
          error={errors.notes}
          disabled={disabled}
          autosize
          minRows={2}
          maxRows={6}
          onChange={(event) => onChange('notes', event.currentTarget.value)}
          style={{ gridColumn: '1 / -1' }}
        />
      </ContactFormSection>
    </Stack>
  );
}
