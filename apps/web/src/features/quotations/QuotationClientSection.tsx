import { contactLabel } from '@freight/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAt, IconPhone } from '@tabler/icons-react';
import { ContactPicker } from '../contacts/ContactPicker';
import { QuotationFormSection } from './QuotationFormSection';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationFieldLabels as L } from './quotationFieldLabels';

/** Client: the contact picker, which fills name, email and phone, and those three fields. */
export function QuotationClientSection({ values, errors, onChange }: QuotationSectionProps) {
  return (
    <QuotationFormSection title="Client" description="Who the quotation is for.">
      <Stack gap="md">
        <ContactPicker
          label={L.contact_id}
          value={values.contact_id}
          required
          error={errors.contact_id}
          onChange={(contact) =>
            onChange(
              contact
                ? {
                    contact_id: contact.id,
                    client_name: contactLabel(contact),
                    client_email: contact.email,
                    client_phone: contact.phone_number,
                  }
                : { contact_id: null },
              'immediate',
            )
          }
        />
        <TextInput
          label={L.client_name}
          value={values.client_name}
          error={errors.client_name}
          onChange={(e) => onChange({ client_name: e.currentTarget.value }, 'typed')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={L.client_email}
            type="email"
            leftSection={<IconAt size={16} stroke={1.7} />}
            value={values.client_email}
            error={errors.client_email}
            onChange={(e) => onChange({ client_email: e.currentTarget.value }, 'typed')}
          />
          <TextInput
            label={L.client_phone}
            type="tel"
            leftSection={<IconPhone size={16} stroke={1.7} />}
            value={values.client_phone}
            error={errors.client_phone}
            onChange={(e) => onChange({ client_phone: e.currentTarget.value }, 'typed')}
          />
        </SimpleGrid>
      </Stack>
    </QuotationFormSection>
  );
}
