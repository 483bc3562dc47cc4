import { Group, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { ListSearchInput } from '../../shared/list/ListSearchInput';
import type { ListState } from '../../shared/list/useListState';
import { FolderNavigation } from './FolderNavigation';
import type { useFolderHistory } from './useFolderHistory';

export type LibraryView = 'grid' | 'list';

interface DocumentsToolbarProps {
  path: readonly { id: number; name: string }[];
  history: ReturnType<typeof useFolderHistory>;
  onUp: () => void;
  onOpen: (id: number) => void;
  state: ListState;
  view: LibraryView;
  onViewChange: (view: LibraryView) => void;
}

/** Above the library: back, forward, up and the path; the search over every folder; grid or list. */
export function DocumentsToolbar({
  path,
  history,
  onUp,
  onOpen,
  state,
  view,
  onViewChange,
}: DocumentsToolbarProps) {
  return (
    <Group justify="space-between" gap="sm">
      <FolderNavigation
        path={path}
        canBack={history.canBack}
        canForward={history.canForward}
        onBack={history.back}
        onForward={history.forward}
        onUp={onUp}
        onOpen={onOpen}
      />
      <Group gap="sm" wrap="nowrap">
        <ListSearchInput
          state={state}
          placeholder="Search files and folders"
          aria-label="Search files and folders"
          w={{ base: 200, sm: 260 }}
        />
        <SegmentedControl
          value={view}
          onChange={(v) => onViewChange(v as LibraryView)}
          aria-label="View"
          data={[
            { value: 'grid', label: <IconLayoutGrid size={16} aria-label="Grid view" /> },
            { value: 'list', label: <IconList size={16} aria-label="List view" /> },
          ]}
        />
      </Group>
    </Group>
  );
}
