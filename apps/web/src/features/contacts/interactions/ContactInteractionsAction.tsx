import { ActionIcon, Tooltip } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';

/** A contact row's button that opens the contact's recent interactions. */
export function ContactInteractionsAction({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useT();
  return (
    <Tooltip label={t('contacts.interactions')} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('contacts.interactionsWith', { name: label })}
        onClick={onClick}
      >
        <IconMessages size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
