import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT';

interface CostLineNotesButtonProps {
  /** Names the row: 'Notes for {label}'. */
  label: string;
  count: number;
  onOpen: () => void;
}

/** The cost breakdown's Notes action, with the line's note count. */
export function CostLineNotesButton({ label, count, onOpen }: CostLineNotesButtonProps) {
  const t = useT();
  return (
    <Tooltip
      label={count > 0 ? t('costLineNotes.notesCount', { count }) : t('costLineNotes.notes')}
      withArrow
    >
      <Indicator label={count} size={16} disabled={count === 0} color="indigo" offset={4}>
        <ActionIcon
          variant="subtle"
          color="indigo"
          aria-label={
            count > 0
              ? t('costLineNotes.notesForCount', { label, count })
              : t('costLineNotes.notesFor', { label })
          }
          onClick={onOpen}
        >
          <IconNotes size={18} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
