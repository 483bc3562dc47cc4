import { type ContactListItem, contactLabel, type TaskContact } from '@freight/domain';
import { Badge, Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAddressBook, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { TaskContactOptions } from './TaskContactOptions';

interface TaskContactControlProps {
  contactId: number | null;
  contact: TaskContact | null;
  editable: boolean;
  /** A picked contact (with what the card shows of it), or null to unlink. */
  onChange: (contact: TaskContact | null) => void;
}

function toTaskContact(contact: ContactListItem & { category?: string; segment?: string }): TaskContact {
  return {
    id: contact.id,
    display_name: contactLabel(contact),
    email: contact.email ?? '',
    phone_number: contact.phone_number ?? '',
    company_name: contact.company_name ?? '',
    category: contact.category ?? '',
    segment: contact.segment ?? '',
  };
}

/**
 * The card's client contact: a badge that opens a popover with the contact's details and, for those who may
 * edit, the picker (50 contacts, 20 matches when searching; Customers, then VIPs, then by name).
 */
export function TaskContactControl({ contactId, contact, editable, onChange }: TaskContactControlProps) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const [picking, setPicking] = useState(false);
  // A contact the server no longer answers (deleted meanwhile) reads 'Unknown'.
  const name = contactId === null ? null : contact?.display_name || t('tasks.contactUnknown');
  if (name === null && !editable) return null;

  function close() {
    setOpened(false);
    setPicking(false);
  }

  return (
    <Popover
      opened={opened}
      onChange={(open) => (open ? setOpened(true) : close())}
      width={320}
      position="bottom-start"
      shadow="md"
      trapFocus
      withinPortal
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => (opened ? close() : setOpened(true))}
          aria-label={name ? t('tasks.contactNamed', { name }) : t('tasks.addContact')}
          style={{ borderRadius: 999, lineHeight: 0 }}
        >
          <Badge
            component="span"
            variant={name ? 'light' : 'outline'}
            color={name ? 'cyan' : 'gray'}
            leftSection={<IconAddressBook size={12} />}
            style={{ textTransform: 'none', cursor: 'pointer', maxWidth: 220 }}
            // The contact's own name is data; 'Unknown' and 'Add contact' are messages.
            data-i18n-ignore={contact?.display_name ? true : undefined}
          >
            {name ?? t('tasks.addContact')}
          </Badge>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        {!picking && (contact || !editable) ? (
          <TaskContactCard
            contact={contact}
            editable={editable}
            onChangeContact={() => setPicking(true)}
            onRemove={() => {
              onChange(null);
              close();
            }}
          />
        ) : (
          <TaskContactOptions
            selectedId={contactId}
            onPick={(picked) => {
              onChange(toTaskContact(picked));
              close();
            }}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

interface TaskContactCardProps {
  contact: TaskContact | null;
  editable: boolean;
  onChangeContact: () => void;
  onRemove: () => void;
}

/** The linked contact's details in the popover, with Change contact and Remove for those who may edit. */
function TaskContactCard({ contact, editable, onChangeContact, onRemove }: TaskContactCardProps) {
  const t = useT();
  const dimmed = (text: string | undefined) =>
    text && (
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    );
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600}>{contact?.display_name || t('tasks.contactUnknown')}</Text>
        {contact?.company_name && <Text size="sm">{contact.company_name}</Text>}
        {dimmed(contact?.email)}
        {dimmed(contact?.phone_number)}
        <Group gap={4} mt={4}>
          {contact?.category && (
            <Badge size="xs" variant="light">
              {contact.category}
            </Badge>
          )}
          {contact?.segment && (
            <Badge size="xs" variant="light" color="yellow">
              {contact.segment}
            </Badge>
          )}
        </Group>
      </div>
      {editable && (
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onChangeContact}>
            {t('tasks.changeContact')}
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} />} onClick={onRemove}>
            {t('tasks.remove')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
