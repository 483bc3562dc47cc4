import { CONTACT_STATUSES, type ContactStatus, contactDisplayName } from '@freight/domain';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { FieldConflictProps } from '../../../shared/autosave/FieldConflict';
import { conflictContainer } from '../../../shared/autosave/FieldConflict';
import type { FormErrors } from '../../../shared/forms/useRecordForm';
import { ContactFormSection } from './ContactFormSection';
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
  const text = (field: Exclude<ContactFormField, 'status'>, extra?: object) => (
    <TextInput
      label={CONTACT_FIELD_LABELS[field]}
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
      <ContactFormSection legend="Personal Information">
        {text('name', { required: true, 'data-autofocus': true, autoComplete: 'off' })}
        {text('last_name', { autoComplete: 'off' })}
        {text('display_name', {
          placeholder: derivedName || 'First and last name',
          description: 'Leave blank to use the first and last name',
        })}
        {text('language', { placeholder: 'e.g. English' })}
      </ContactFormSection>

      <ContactFormSection legend="Company Information">
        {text('company_name')}
        {text('title')}
        {text('category', { placeholder: 'e.g. Customer, VIP, Carrier' })}
        {text('segment')}
      </ContactFormSection>

      <ContactFormSection legend="Contact Information">
        {text('email', { type: 'email', placeholder: 'name@company.com', autoComplete: 'off' })}
        {text('phone_number', { type: 'tel', placeholder: '+1 555 123 4567', autoComplete: 'off' })}
        {text('address')}
        {text('city')}
        {text('state')}
        {text('zip_code')}
        {text('country')}
      </ContactFormSection>

      <ContactFormSection legend="Additional Information">
        <Select
          label={CONTACT_FIELD_LABELS.status}
          inputContainer={conflictContainer(conflictAt?.('status'))}
          data={CONTACT_STATUSES}
          value={values.status}
          error={errors.status}
          disabled={disabled}
          allowDeselect={false}
          onChange={(value) => value && onChange('status', value as ContactStatus)}
        />
        {text('payment_terms_days', {
          inputMode: 'numeric',
          description: 'Days from the issue date to the due date of this client’s invoices',
        })}
        {text('tax_number', { description: 'Printed as the buyer’s VAT number on e-invoices' })}
        {text('peppol_id', {
          placeholder: '0088:5790000435975',
          description: 'Where this client’s e-invoices are delivered',
        })}
        <Textarea
          label={CONTACT_FIELD_LABELS.notes}
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
