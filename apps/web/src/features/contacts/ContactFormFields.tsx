import { CONTACT_STATUSES, type ContactStatus, contactDisplayName } from '@freight/domain';
import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { ContactFormSection } from './ContactFormSection';
import type { ContactFormField, ContactFormValues } from './contactFormValues';
import type { ContactFormErrors } from './useContactForm';

interface ContactFormFieldsProps {
  values: ContactFormValues;
  errors: ContactFormErrors;
  onChange: <K extends ContactFormField>(field: K, value: ContactFormValues[K]) => void;
  disabled?: boolean;
}

/** The Add and Edit contact inputs in four sections: Personal, Company, Contact, Additional. */
export function ContactFormFields({ values, errors, onChange, disabled }: ContactFormFieldsProps) {
  const text = (field: Exclude<ContactFormField, 'status'>, label: string, extra?: object) => (
    <TextInput
      label={label}
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
        {text('name', 'First name', { required: true, 'data-autofocus': true, autoComplete: 'off' })}
        {text('last_name', 'Last name', { autoComplete: 'off' })}
        {text('display_name', 'Display name', {
          placeholder: derivedName || 'First and last name',
          description: 'Leave blank to use the first and last name',
        })}
        {text('language', 'Language', { placeholder: 'e.g. English' })}
      </ContactFormSection>

      <ContactFormSection legend="Company Information">
        {text('company_name', 'Company')}
        {text('title', 'Job title')}
        {text('category', 'Category', { placeholder: 'e.g. Customer, VIP, Carrier' })}
        {text('segment', 'Segment')}
      </ContactFormSection>

      <ContactFormSection legend="Contact Information">
        {text('email', 'Email', { type: 'email', placeholder: 'name@company.com', autoComplete: 'off' })}
        {text('phone_number', 'Phone', { type: 'tel', placeholder: '+1 555 123 4567', autoComplete: 'off' })}
        {text('address', 'Address')}
        {text('city', 'City')}
        {text('state', 'State / Province')}
        {text('zip_code', 'ZIP / Postal code')}
        {text('country', 'Country')}
      </ContactFormSection>

      <ContactFormSection legend="Additional Information">
        <Select
          label="Status"
          data={CONTACT_STATUSES}
          value={values.status}
          error={errors.status}
          disabled={disabled}
          allowDeselect={false}
          onChange={(value) => value && onChange('status', value as ContactStatus)}
        />
        <Textarea
          label="Notes"
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
