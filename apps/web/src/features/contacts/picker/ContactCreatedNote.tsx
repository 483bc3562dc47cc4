import { Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** Said under the contact picker for a few seconds after a contact was created from it. */
export function ContactCreatedNote() {
  return (
    <Text size="sm" c="teal.7" mt={6} role="status" style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
      <IconCircleCheck size={16} />
      Contact created and selected successfully!
    </Text>
  );
}
