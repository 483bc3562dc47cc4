import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';

/** A contact row's button that opens the contact's recent interactions. */
export function ContactInteractionsAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label="Interactions" withArrow>
      <ActionIcon variant="subtle" color="gray" aria-label={`Interactions with ${label}`} onClick={onClick}>
        <IconMessages size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
