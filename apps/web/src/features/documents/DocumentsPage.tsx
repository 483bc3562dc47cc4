import { DOCUMENT_MESSAGES } from '@freight/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { IconFolderOpen, IconFolderPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { ListStates } from '../../shared/list/ListStates';
import { useListState } from '../../shared/list/useListState';
import { CenteredLoader } from '../../shared/ui/CenteredLoader';
import { PageHeader } from '../../shared/ui/PageHeader';
import { DocumentsToolbar, type LibraryView } from './DocumentsToolbar';
import { LibraryDialogs } from './LibraryDialogs';
import { LibraryDropArea } from './LibraryDropArea';
import { LibraryItems } from './LibraryItems';
import type { LibraryAction, LibraryItem } from './libraryItem';
import { NewFolderModal } from './NewFolderModal';
import { UploadProgressList } from './UploadProgressList';
import { useDocumentSearch } from './useDocumentSearch';
import { useDocumentUploads } from './useDocumentUploads';
import { useFolderContents } from './useFolderContents';
import { useFolderHistory } from './useFolderHistory';
import { useLibraryNavigation } from './useLibraryNavigation';
import { useLibraryPermissions } from './useLibraryPermissions';
import { useRootFolder } from './useRootFolder';

const FAILED = 'Failed to fetch folders/documents';

/** The document library: one folder at a time, or what a search finds across all of one's folders. */
export function DocumentsPage() {
  const root = useRootFolder();
  const history = useFolderHistory();
  const [view, setView] = useState<LibraryView>('grid');
  const state = useListState({ searchParam: 'q' });
  const [newFolder, setNewFolder] = useState(false);
  const [dialog, setDialog] = useState<{ action: LibraryAction; item: LibraryItem } | null>(null);
  const openPicker = useRef<() => void>(null);
  const may = useLibraryPermissions();

  const contents = useFolderContents(history.current);
  const found = useDocumentSearch(state.search);
  const folder = contents.data?.folder;
  const path = contents.data?.path ?? [];
  const isLogistics = folder !== undefined && folder.user_id === null && folder.quotation_id === null;
  const canUpload =
    folder !== undefined && !isLogistics && may({ shared: folder.user_id === null }, 'create');
  const canNewFolder = folder !== undefined && folder.user_id !== null && may({ shared: false }, 'create');
  const uploads = useDocumentUploads(canUpload ? folder?.id : undefined);

  const { open, up, onDeleted } = useLibraryNavigation({
    history,
    rootId: root.data?.id,
    path,
    clearSearch: state.clearSearch,
  });

  if (root.isPending) return <CenteredLoader label="Loading documents" />;
  if (root.error)
    return (
      <Alert color="red" role="alert">
        {apiErrorMessage(root.error, FAILED)}
      </Alert>
    );

  const searching = state.search !== '';
  const shown = searching ? found : contents;
  return (
    <Stack gap="md">
      <PageHeader
        title="Documents"
        subtitle="Keep client paperwork in folders; a quotation's files are under Logistics."
        actions={
          <LibraryActions
            onNewFolder={canNewFolder ? () => setNewFolder(true) : undefined}
            onUpload={canUpload ? () => openPicker.current?.() : undefined}
          />
        }
      />
      <DocumentsToolbar
        path={path}
        history={history}
        onUp={up}
        onOpen={open}
        state={state}
        view={view}
        onViewChange={setView}
      />
      <UploadProgressList uploads={uploads.uploads} />
      <LibraryDropArea onDrop={canUpload ? uploads.add : undefined} openPicker={openPicker}>
        <ListStates
          list={shown}
          isEmpty={!!shown.data && shown.data.folders.length === 0 && shown.data.documents.length === 0}
          loadingLabel="Loading folder"
          errorMessage={FAILED}
          empty={{
            icon: searching ? <IconSearch size={26} /> : <IconFolderOpen size={26} />,
            title: searching ? DOCUMENT_MESSAGES.noItems : DOCUMENT_MESSAGES.emptyFolder,
            description: canUpload && !searching ? 'Drop files here or use Upload Files.' : undefined,
          }}
        >
          {shown.data && (
            <LibraryItems
              folders={shown.data.folders}
              documents={shown.data.documents}
              view={view}
              onOpenFolder={open}
              onAction={(action, item) => setDialog({ action, item })}
            />
          )}
        </ListStates>
      </LibraryDropArea>
      {folder && (
        <NewFolderModal parentId={folder.id} opened={newFolder} onClose={() => setNewFolder(false)} />
      )}
      <LibraryDialogs open={dialog} onClose={() => setDialog(null)} onDeleted={onDeleted} />
    </Stack>
  );
}

/** New Folder and Upload Files, each only where the user may use it. */
function LibraryActions({ onNewFolder, onUpload }: { onNewFolder?: () => void; onUpload?: () => void }) {
  return (
    <>
      {onNewFolder && (
        <Button variant="default" leftSection={<IconFolderPlus size={16} />} onClick={onNewFolder}>
          New Folder
        </Button>
      )}
      {onUpload && (
        <Button leftSection={<IconUpload size={16} />} onClick={onUpload}>
          Upload Files
        </Button>
      )}
    </>
  );
}
