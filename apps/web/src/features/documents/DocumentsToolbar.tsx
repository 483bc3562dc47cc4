import { Group, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT';
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

/**
 * The list kit's toolbar above the library: back, forward, up and the path at the left; the search over
 * every folder and grid or list at the right (the search sits there, so it is the toolbar's action).
 */
export function DocumentsToolbar({ at, state, view, onViewChange }: DocumentsToolbarProps) {
  const t = useT();
  const views = [
    { value: 'grid', label: <IconLayoutGrid size={16} aria-label={t('documents.gridView')} /> },
    { value: 'list', label: <IconList size={16} aria-label={t('documents.listView')} /> },
  ];
  return (
    <ListToolbar
      state={state}
      total={undefined}
      noun={[t('documents.nounOne'), t('documents.nounMany')]}
      flush
      controls={<FolderNavigation at={at} />}
      actions={
        <Group gap="sm" wrap="nowrap">
          <ListSearchInput
            state={state}
            placeholder={t('documents.search')}
            aria-label={t('documents.search')}
            w={{ base: 200, sm: 260 }}
          />
          <SegmentedControl
            value={view}
            onChange={(next) => onViewChange(next as LibraryView)}
            aria-label={t('documents.view')}
            data={views}
          />
        </Group>
      }
    />
  );
}
