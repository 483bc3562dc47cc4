import { Badge, Button } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useT } from '../i18n/useT';

interface FiltersButtonProps {
  /** How many filters are on: shown as a badge, and the button stays highlighted. */
  active: number;
  opened: boolean;
  onToggle: () => void;
  /** The id of the panel it opens. */
  controls: string;
}

/** The toolbar's Filters toggle. */
export function FiltersButton({ active, opened, onToggle, controls }: FiltersButtonProps) {
  const t = useT();
  return (
    <Button
      variant={opened || active > 0 ? 'light' : 'default'}
      leftSection={<IconFilter size={16} />}
      rightSection={
        active > 0 ? (
          <Badge size="xs" circle variant="filled">
            {active}
          </Badge>
        ) : undefined
      }
      onClick={onToggle}
      aria-expanded={opened}
      aria-controls={controls}
    >
      {t('list.filters')}
    </Button>
  );
}
