import { type ContactListItem, contactLabel, nameInitials } from '@freight/domain';
import { Anchor, Avatar, Group, Text } from '@mantine/core';
import { Fragment } from 'react';
import type { Translate } from '../../../shared/i18n/useT';
import type { ListColumn } from '../../../shared/list/listTypes';
import { ContactStatusBadge } from './ContactStatusBadge';

const blank = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** The name a contact goes by on screen and in its buttons' names. */
export const contactRowLabel = (contact: ContactListItem, t: Translate) =>
  contactLabel(contact) || t('contacts.unnamed');

/** The Contacts table: Contact, Company, Email, Phone and Status, headed in the reader's language. */
export const contactColumns = (t: Translate): ListColumn<ContactListItem>[] => [
  {
    header: t('contacts.columnContact'),
    card: 'title',
    // The contact's own name is data; 'Unnamed contact' is a message.
    cell: (contact) => (
      <Group gap="sm" wrap="nowrap" data-i18n-ignore={contactLabel(contact) ? true : undefined}>
        {/* Our own initials: Mantine's split an emoji in half. */}
        <Avatar name={contactRowLabel(contact, t)} color="initials" radius="xl" size={34}>
          {nameInitials(contactRowLabel(contact, t))}
        </Avatar>
        <Text size="sm" fw={500}>
          {contactRowLabel(contact, t)}
        </Text>
      </Group>
    ),
  },
  {
    header: t('contacts.columnCompany'),
    data: true,
    cell: (contact) => (contact.company_name ? <Text size="sm">{contact.company_name}</Text> : blank),
  },
  {
    header: t('contacts.columnEmail'),
    data: true,
    cell: (contact) =>
      contact.email ? (
        // A long address wraps (before its @ where it can) rather than push the actions off screen.
        <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {contact.email.split(/(?=@)/).map((part, index) => (
            <Fragment key={part}>
              {index > 0 && <wbr />}
              {part}
            </Fragment>
          ))}
        </Anchor>
      ) : (
        blank
      ),
  },
  {
    header: t('contacts.columnPhone'),
    data: true,
    cell: (contact) =>
      contact.phone_number ? (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {contact.phone_number}
        </Text>
      ) : (
        blank
      ),
  },
  { header: t('contacts.columnStatus'), cell: (contact) => <ContactStatusBadge status={contact.status} /> },
];
