import { Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';

/** Said under the contact picker for a few seconds after a contact was created from it. */
export function ContactCreatedNote() {
  const t = useT();
  return (
    <Text size="sm" c="teal.7" mt={6} role="status" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <IconCircleCheck size={16} />
      {t('contacts.createdAndSelected')}
    </Text>
  );
}
