import { type ContactListItem, contactLabel } from '@freight/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
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
  const t = useT();
  const { found } = check;
  if (!found) return null;
  const [first] = found.contacts;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('contacts.sameEmailTitle')}
      role="alert"
      p="sm"
    >
      <Text size="sm">
        {t('contacts.sameEmailText', { email: found.email, names: found.contacts.map(who).join(', ') })}
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
          {t('contacts.saveAnyway')}
        </Button>
        {onSelectExisting && first && (
          <Button size="xs" variant="light" color="orange" onClick={() => onSelectExisting(first)}>
            {t('contacts.selectNamed', { name: contactLabel(first) })}
          </Button>
        )}
        <Button size="xs" variant="subtle" color="gray" onClick={check.dismiss}>
          {t('contacts.changeEmail')}
        </Button>
      </Group>
    </Alert>
  );
}
