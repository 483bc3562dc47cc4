import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDotsVertical,
  IconDownload,
  IconFolderSymlink,
  IconHistory,
  IconPencil,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT';
import type { LibraryAction, LibraryItem } from './libraryItem';
import { useLibraryPermissions } from './useLibraryPermissions';

/** An item's actions; only those the server would allow are offered (system folders cannot be changed). */
export function LibraryItemMenu({
  item,
  onAction,
}: {
  item: LibraryItem;
  onAction: (action: LibraryAction, item: LibraryItem) => void;
}) {
  const t = useT();
  const may = useLibraryPermissions();
  const name = item.kind === 'folder' ? item.folder.name : item.document.name;
  if (item.kind === 'folder' && item.folder.is_system_folder) return null;
  const canEdit = may(item, 'edit');
  const canDelete = may(item, 'delete');
  // Own folders (system ones have no menu) and one's own documents move; a quotation's documents stay.
  const own = item.kind === 'folder' || item.document.quotation_id === null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('documents.actionsFor', { name })}
          onClick={(e) => e.stopPropagation()}
        >
          <IconDotsVertical size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()}>
        {item.kind === 'document' && (
          <Menu.Item
            component="a"
            href={`${item.document.file_url}?download=1`}
            download
            leftSection={<IconDownload size={16} />}
          >
            {t('documents.download')}
          </Menu.Item>
        )}
        {canEdit && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('rename', item)}>
            {t('documents.rename')}
          </Menu.Item>
        )}
        {canEdit && own && (
          <Menu.Item leftSection={<IconFolderSymlink size={16} />} onClick={() => onAction('move', item)}>
            {t('documents.move')}
          </Menu.Item>
        )}
        {item.kind === 'document' && (
          <Menu.Item leftSection={<IconHistory size={16} />} onClick={() => onAction('versions', item)}>
            {t('documents.versionHistory')}
          </Menu.Item>
        )}
        {item.kind === 'document' && canEdit && (
          <Menu.Item leftSection={<IconShare size={16} />} onClick={() => onAction('share', item)}>
            {t('documents.share')}
          </Menu.Item>
        )}
        {canDelete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onAction('delete', item)}
          >
            {t('documents.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
