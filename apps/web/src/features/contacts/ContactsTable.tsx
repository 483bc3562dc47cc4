import { type ContactListItem, contactLabel, nameInitials } from '@freight/domain';
import { Anchor, Avatar, Group, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { cardCell } from '../../shared/ui/cardCell';
import { ResponsiveTable } from '../../shared/ui/ResponsiveTable';
import { RowEditDeleteActions } from '../../shared/ui/RowEditDeleteActions';
import { ContactInteractionsAction } from './ContactInteractionsAction';
import { ContactStatusBadge } from './ContactStatusBadge';

interface ContactsTableProps {
  contacts: ContactListItem[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (contact: ContactListItem) => void;
  onDelete: (contact: ContactListItem) => void;
  /** Opens the contact's recent interactions; leave out to hide the action (no support:view). */
  onShowInteractions?: (contact: ContactListItem) => void;
  /** True while the next page loads: the current rows stay, dimmed. */
  stale?: boolean;
}

const blank = (
  <Text span c="dimmed" size="sm">
    —
  </Text>
);

/** The Contacts table: Contact, Company, Email, Phone, Status and the row actions the user may use. */
export function ContactsTable({
  contacts,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
  onShowInteractions,
  stale,
}: ContactsTableProps) {
  const withActions = canEdit || canDelete || onShowInteractions !== undefined;
  return (
    <ResponsiveTable
      minWidth={820}
      verticalSpacing="sm"
      horizontalSpacing="lg"
      highlightOnHover
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={stale}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Contact</Table.Th>
          <Table.Th>Company</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Phone</Table.Th>
          <Table.Th>Status</Table.Th>
          {withActions && <Table.Th style={{ textAlign: 'right' }}>Actions</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {contacts.map((contact) => {
          const label = contactLabel(contact) || 'Unnamed contact';
          return (
            <Table.Tr key={contact.id}>
              <Table.Td {...cardCell.title}>
                <Group gap="sm" wrap="nowrap">
                  {/* Our own initials: Mantine's split an emoji in half. */}
                  <Avatar name={label} color="initials" radius="xl" size={34}>
                    {nameInitials(label)}
                  </Avatar>
                  <Text size="sm" fw={500}>
                    {label}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td {...cardCell.field('Company')}>
                {contact.company_name ? <Text size="sm">{contact.company_name}</Text> : blank}
              </Table.Td>
              <Table.Td {...cardCell.field('Email')}>
                {contact.email ? (
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
                )}
              </Table.Td>
              <Table.Td {...cardCell.field('Phone')}>
                {contact.phone_number ? (
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {contact.phone_number}
                  </Text>
                ) : (
                  blank
                )}
              </Table.Td>
              <Table.Td {...cardCell.field('Status')}>
                <ContactStatusBadge status={contact.status} />
              </Table.Td>
              {withActions && (
                <Table.Td {...cardCell.aside}>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {onShowInteractions && (
                      <ContactInteractionsAction label={label} onClick={() => onShowInteractions(contact)} />
                    )}
                    <RowEditDeleteActions
                      label={label}
                      onEdit={canEdit ? () => onEdit(contact) : undefined}
                      onDelete={canDelete ? () => onDelete(contact) : undefined}
                    />
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
