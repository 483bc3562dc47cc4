import { type ContactListItem, contactLabel } from '@freight/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { SameEmailCheck } from './useSameEmailCheck';

interface SameEmailNoticeProps {
  check: SameEmailCheck;
  /** Sends the form again once the user chose to save anyway. */
  onSaveAnyway: () => void;
  /** Given by the picker: picks the contact that has the e-mail instead. */
  onSelectExisting?: (contact: ContactListItem) => void;
}

const who = (contact: ContactListItem) =>
  contact.company_name ? `${contactLabel(contact)} (${contact.company_name})` : contactLabel(contact);

/** 'Another contact already has this e-mail', naming them, with Save anyway (shown by the form's buttons). */
export function SameEmailNotice({ check, onSaveAnyway, onSelectExisting }: SameEmailNoticeProps) {
  const { found } = check;
  if (!found) return null;
  const [first] = found.contacts;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Another contact already has this e-mail"
      role="alert"
      p="sm"
    >
      <Text size="sm">
        {found.email} belongs to {found.contacts.map(who).join(', ')}. Save this contact with it anyway?
      </Text>
      <Group gap="xs" mt="xs">
        <Button
          size="xs"
          color="orange"
          onClick={() => {
            check.acceptFound();
            onSaveAnyway();
          }}
        >
          Save anyway
        </Button>
        {onSelectExisting && first && (
          <Button size="xs" variant="light" color="orange" onClick={() => onSelectExisting(first)}>
            Select {contactLabel(first)}
          </Button>
        )}
        <Button size="xs" variant="subtle" color="gray" onClick={check.dismiss}>
          Change e-mail
        </Button>
      </Group>
    </Alert>
  );
}
