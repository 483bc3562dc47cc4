import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';

interface CostLineNotesButtonProps {
  /** Names the row: 'Notes for {label}'. */
  label: string;
  count: number;
  onOpen: () => void;
}

/** The cost breakdown's Notes action, with the line's note count. */
export function CostLineNotesButton({ label, count, onOpen }: CostLineNotesButtonProps) {
  return (
    <Tooltip label={count > 0 ? `Notes (${count})` : 'Notes'} withArrow>
      <Indicator label={count} size={16} disabled={count === 0} color="indigo" offset={4}>
        <ActionIcon
          variant="subtle"
          color="indigo"
          aria-label={`Notes for ${label}${count > 0 ? ` (${count})` : ''}`}
          onClick={onOpen}
        >
          <IconNotes size={18} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
