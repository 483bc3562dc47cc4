import { Group, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { ListSearchInput } from '../../shared/list/ListSearchInput';
import { ListToolbar } from '../../shared/list/ListToolbar';
import type { ListState } from '../../shared/list/useListState';
import { FolderNavigation, type FolderPosition } from './FolderNavigation';

export type LibraryView = 'grid' | 'list';

interface DocumentsToolbarProps {
  at: FolderPosition;
  state: ListState;
  view: LibraryView;
  onViewChange: (view: LibraryView) => void;
}

const VIEWS = [
  { value: 'grid', label: <IconLayoutGrid size={16} aria-label="Grid view" /> },
  { value: 'list', label: <IconList size={16} aria-label="List view" /> },
];

/**
 * The list kit's toolbar above the library: back, forward, up and the path at the left; the search over
 * every folder and grid or list at the right (the search sits there, so it is the toolbar's action).
 */
export function DocumentsToolbar({ at, state, view, onViewChange }: DocumentsToolbarProps) {
  return (
    <ListToolbar
      state={state}
      total={undefined}
      noun={['item', 'items']}
      flush
      controls={<FolderNavigation at={at} />}
      actions={
        <Group gap="sm" wrap="nowrap">
          <ListSearchInput
            state={state}
            placeholder="Search files and folders"
            aria-label="Search files and folders"
            w={{ base: 200, sm: 260 }}
          />
          <SegmentedControl
            value={view}
            onChange={(next) => onViewChange(next as LibraryView)}
            aria-label="View"
            data={VIEWS}
          />
        </Group>
      }
    />
  );
}
