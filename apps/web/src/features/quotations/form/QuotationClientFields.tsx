import { contactLabel } from '@freight/domain';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAt, IconPhone } from '@tabler/icons-react';
import { ContactPicker } from '../../contacts/picker/ContactPicker';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationInputProps, quotationTextProps } from './quotationInputProps';

/** Client: the contact picker, which fills name, email and phone, and those three fields. */
export function QuotationClientFields(props: QuotationSectionProps) {
  const { values, onChange } = props;
  return (
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
      <TextInput {...quotationTextProps(props, 'client_name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...quotationTextProps(props, 'client_email')}
          type="email"
          leftSection={<IconAt size={16} stroke={1.7} />}
        />
        <TextInput
          {...quotationTextProps(props, 'client_phone')}
          type="tel"
          leftSection={<IconPhone size={16} stroke={1.7} />}
        />
      </SimpleGrid>
    </Stack>
  );
}
