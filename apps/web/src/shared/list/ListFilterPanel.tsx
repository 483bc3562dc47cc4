import { Box, Button, Collapse, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import type { ListState } from './useListState';

interface ListFilterPanelProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  state: Pick<ListState, 'clearFilters' | 'applySearchNow'>;
  children: ReactNode;
}

/**
 * The panel under the Filters button. Its choices apply at once, so the table answers while it is open;
 * 'Apply Filters' applies a search typed just now and closes it, 'Clear Filters' resets everything and closes.
 */
export function ListFilterPanel({ id, opened, onClose, state, children }: ListFilterPanelProps) {
  const t = useT();
  return (
    <Collapse expanded={opened}>
      <Box
        id={id}
        px="lg"
        py="md"
        bg="var(--app-surface-subtle)"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            state.applySearchNow();
            onClose();
          }}
        >
          {children}
          <Group justify="flex-end" gap="sm" mt="md">
            <Button
              variant="default"
              onClick={() => {
                state.clearFilters();
                onClose();
              }}
            >
              {t('list.clearFilters')}
            </Button>
            <Button type="submit">{t('list.applyFilters')}</Button>
          </Group>
        </form>
      </Box>
    </Collapse>
  );
}
