import { contactLabel } from '@freight/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAt, IconPhone } from '@tabler/icons-react';
import { ContactPicker } from '../../contacts/ContactPicker';
import { QuotationFormSection } from './QuotationFormSection';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationInputProps } from './quotationInputProps';

/** Client: the contact picker, which fills name, email and phone, and those three fields. */
export function QuotationClientSection(props: QuotationSectionProps) {
  const { values, onChange } = props;
  return (
    <QuotationFormSection title="Client" description="Who the quotation is for.">
      <Stack gap="md">
        <ContactPicker
          {...quotationInputProps(props, 'contact_id')}
          value={values.contact_id}
          required
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
              'now',
            )
          }
        />
        <TextInput
          {...quotationInputProps(props, 'client_name')}
          value={values.client_name}
          onChange={(e) => onChange({ client_name: e.currentTarget.value }, 'quiet')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...quotationInputProps(props, 'client_email')}
            type="email"
            leftSection={<IconAt size={16} stroke={1.7} />}
            value={values.client_email}
            onChange={(e) => onChange({ client_email: e.currentTarget.value }, 'quiet')}
          />
          <TextInput
            {...quotationInputProps(props, 'client_phone')}
            type="tel"
            leftSection={<IconPhone size={16} stroke={1.7} />}
            value={values.client_phone}
            onChange={(e) => onChange({ client_phone: e.currentTarget.value }, 'quiet')}
          />
        </SimpleGrid>
      </Stack>
    </QuotationFormSection>
  );
}
