import { DeleteItemModal } from './DeleteItemModal';
import type { LibraryAction, LibraryItem } from './libraryItem';
import { MoveItemModal } from './MoveItemModal';
import { RenameItemModal } from './RenameItemModal';
import { ShareDocumentModal } from './ShareDocumentModal';
import { useLibraryPermissions } from './useLibraryPermissions';
import { VersionHistoryModal } from './VersionHistoryModal';

/** The dialog of the action chosen on an item, if any. */
export function LibraryDialogs({
  open,
  onClose,
  onDeleted,
}: {
  open: { action: LibraryAction; item: LibraryItem } | null;
  onClose: () => void;
  onDeleted: (item: LibraryItem) => void;
}) {
  const may = useLibraryPermissions();
  if (!open) return null;
  const { action, item } = open;
  if (action === 'rename') return <RenameItemModal item={item} onClose={onClose} />;
  if (action === 'delete') return <DeleteItemModal item={item} onClose={onClose} onDeleted={onDeleted} />;
  if (action === 'move') return <MoveItemModal item={item} onClose={onClose} />;
  if (item.kind !== 'document') return null;
  if (action === 'share') return <ShareDocumentModal document={item.document} onClose={onClose} />;
  return <VersionHistoryModal document={item.document} canEdit={may(item, 'edit')} onClose={onClose} />;
}
