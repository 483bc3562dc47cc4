import { DOCUMENT_MESSAGES } from '@freight/domain';
import { Alert, Box, Button, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconFolderOpen,
  IconFolderPlus,
  IconLayoutGrid,
  IconList,
  IconSearch,
  IconUpload,
} from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useLinkedId } from '../../shared/routing/useLinkedId';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { ListMessage } from '../../shared/ui/ListMessage';
import { PageHeader } from '../../shared/ui/PageHeader';
import { FolderNavigation } from './FolderNavigation';
import { LibraryDialogs } from './LibraryDialogs';
import { LibraryItems } from './LibraryItems';
import type { LibraryAction, LibraryItem } from './libraryItem';
import { NewFolderModal } from './NewFolderModal';
import { UploadProgressList } from './UploadProgressList';
import { useDocumentSearch } from './useDocumentSearch';
import { useDocumentUploads } from './useDocumentUploads';
import { useFolderContents } from './useFolderContents';
import { useFolderHistory } from './useFolderHistory';
import { useLibraryPermissions } from './useLibraryPermissions';
import { useNavigationShortcuts } from './useNavigationShortcuts';
import { useRootFolder } from './useRootFolder';

/** The document library: one folder at a time, or what a search finds across all of one's folders. */
export function DocumentsPage() {
  const root = useRootFolder();
  const history = useFolderHistory();
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), 300);
  const [newFolder, setNewFolder] = useState(false);
  const [dialog, setDialog] = useState<{ action: LibraryAction; item: LibraryItem } | null>(null);
  const openPicker = useRef<() => void>(null);
  const may = useLibraryPermissions();

  const { go } = history;
  useEffect(() => {
    if (root.data && history.current === undefined) go(root.data.id);
  }, [root.data, history.current, go]);

  const contents = useFolderContents(history.current);
  const found = useDocumentSearch(searchText);
  const folder = contents.data?.folder;
  const path = contents.data?.path ?? [];
  const isLogistics = folder !== undefined && folder.user_id === null && folder.quotation_id === null;
  const canUpload =
    folder !== undefined && !isLogistics && may({ shared: folder.user_id === null }, 'create');
  const canNewFolder = folder !== undefined && folder.user_id !== null && may({ shared: false }, 'create');
  const uploads = useDocumentUploads(canUpload ? folder?.id : undefined);

  const open = useCallback(
    (id: number) => {
      setSearch('');
      go(id);
    },
    [go],
  );
  // A link (the global search's) names a folder: it opens, after the root, so Back leads to the root.
  const { id: linkedFolder, clear: clearLinked } = useLinkedId('folder');
  useEffect(() => {
    if (linkedFolder === undefined || !root.data) return;
    open(linkedFolder);
    clearLinked();
  }, [linkedFolder, root.data, open, clearLinked]);
  const up = useCallback(() => {
    const parent = path[path.length - 2];
    if (parent) open(parent.id);
  }, [path, open]);
  useNavigationShortcuts({ back: history.back, forward: history.forward, up });

  const onDeleted = (item: LibraryItem) => {
    if (item.kind !== 'folder') return;
    const wasCurrent = item.folder.id === history.current;
    history.forget(item.folder.id);
    if (wasCurrent) go(item.folder.parent_folder_id ?? root.data!.id);
  };

  if (root.isPending) return <CenteredLoader label="Loading documents" />;
  if (root.error) {
    return (
      <Alert color="red" role="alert">
        {apiErrorMessage(root.error, 'Failed to fetch folders/documents')}
      </Alert>
    );
  }

  const searching = searchText !== '';
  const shown = searching ? found.data : contents.data;
  const empty = shown && shown.folders.length === 0 && shown.documents.length === 0;
  const error = searching ? found.error : contents.error;

  const items = (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(error, 'Failed to fetch folders/documents')}
        </Alert>
      ) : !shown ? (
        <CenteredLoader label="Loading folder" />
      ) : empty ? (
        <ListMessage
          icon={searching ? <IconSearch size={26} /> : <IconFolderOpen size={26} />}
          title={searching ? DOCUMENT_MESSAGES.noItems : DOCUMENT_MESSAGES.emptyFolder}
          description={canUpload && !searching ? 'Drop files here or use Upload Files.' : undefined}
        />
      ) : (
        <LibraryItems
          folders={shown.folders}
          documents={shown.documents}
          view={view}
          onOpenFolder={open}
          onAction={(action, item) => setDialog({ action, item })}
        />
      )}
    </>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Documents"
        subtitle="Keep client paperwork in folders; a quotation's files are under Logistics."
        actions={
          <>
            {canNewFolder && (
              <Button
                variant="default"
                leftSection={<IconFolderPlus size={16} />}
                onClick={() => setNewFolder(true)}
              >
                New Folder
              </Button>
            )}
            {canUpload && (
              <Button leftSection={<IconUpload size={16} />} onClick={() => openPicker.current?.()}>
                Upload Files
              </Button>
            )}
          </>
        }
      />
      <Group justify="space-between" gap="sm">
        <FolderNavigation
          path={path}
          canBack={history.canBack}
          canForward={history.canForward}
          onBack={history.back}
          onForward={history.forward}
          onUp={up}
          onOpen={open}
        />
        <Group gap="sm" wrap="nowrap">
          <TextInput
            placeholder="Search files and folders"
            aria-label="Search files and folders"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: 200, sm: 260 }}
          />
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v as 'grid' | 'list')}
            aria-label="View"
            data={[
              { value: 'grid', label: <IconLayoutGrid size={16} aria-label="Grid view" /> },
              { value: 'list', label: <IconList size={16} aria-label="List view" /> },
            ]}
          />
        </Group>
      </Group>
      <UploadProgressList uploads={uploads.uploads} />
      {canUpload ? (
        <Dropzone
          onDrop={uploads.add}
          openRef={openPicker}
          activateOnClick={false}
          enablePointerEvents
          multiple
          useFsAccessApi={false}
          inputProps={{ 'aria-label': 'Upload files' }}
          p="md"
          radius="md"
          style={{ borderStyle: 'dashed', minHeight: 240, cursor: 'default' }}
        >
          {items}
        </Dropzone>
      ) : (
        <Box mih={240}>{items}</Box>
      )}
      {folder && (
        <NewFolderModal parentId={folder.id} opened={newFolder} onClose={() => setNewFolder(false)} />
      )}
      <LibraryDialogs open={dialog} onClose={() => setDialog(null)} onDeleted={onDeleted} />
    </Stack>
  );
}
