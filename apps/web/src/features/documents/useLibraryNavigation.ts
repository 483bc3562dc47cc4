import { useCallback, useEffect } from 'react';
import { useLinkedId } from '../../shared/routing/useLinkedId';
import type { LibraryItem } from './libraryItem';
import type { useFolderHistory } from './useFolderHistory';
import { useNavigationShortcuts } from './useNavigationShortcuts';

interface LibraryNavigation {
  history: ReturnType<typeof useFolderHistory>;
  /** The caller's root folder, once loaded. */
  rootId: number | undefined;
  /** The open folder's path from the root. */
  path: readonly { id: number }[];
  /** Opening a folder ends a search. */
  clearSearch: () => void;
}

/**
 * Moving through the library: the root first, a folder named by a link (the global search's) after it so Back
 * leads to the root, up to the parent, the keyboard shortcuts, and away from a folder that was deleted.
 */
export function useLibraryNavigation({ history, rootId, path, clearSearch }: LibraryNavigation) {
  const { go } = history;
  useEffect(() => {
    if (rootId !== undefined && history.current === undefined) go(rootId);
  }, [rootId, history.current, go]);

  const open = useCallback(
    (id: number) => {
      clearSearch();
      go(id);
    },
    [go, clearSearch],
  );
  const { id: linkedFolder, clear: clearLinked } = useLinkedId('folder');
  useEffect(() => {
    if (linkedFolder === undefined || rootId === undefined) return;
    open(linkedFolder);
    clearLinked();
  }, [linkedFolder, rootId, open, clearLinked]);
  const up = useCallback(() => {
    const parent = path[path.length - 2];
    if (parent) open(parent.id);
  }, [path, open]);
  useNavigationShortcuts({ back: history.back, forward: history.forward, up });

  const onDeleted = (item: LibraryItem) => {
    if (item.kind !== 'folder') return;
    const wasCurrent = item.folder.id === history.current;
    history.forget(item.folder.id);
    if (wasCurrent && rootId !== undefined) go(item.folder.parent_folder_id ?? rootId);
  };
  return { open, up, onDeleted };
}
