import type { DocumentRecord, Folder } from '@freight/domain';
import { Alert, Button, Stack } from '@mantine/core';
import { IconFolderOpen, IconFolderPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { ListStates, type ListStatesProps } from '../../shared/list/ListStates';
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
import { useFolderHistory } from './useFolderHistory';
import { useLibraryNavigation } from './useLibraryNavigation';
import { useOpenFolder } from './useOpenFolder';
import { useRootFolder } from './useRootFolder';

/** The document library: one folder at a time, or what a search finds across all of one's folders. */
export function DocumentsPage() {
  const t = useT();
  const root = useRootFolder();
  const history = useFolderHistory();
  const [view, setView] = useState<LibraryView>('grid');
  const state = useListState({ searchParam: 'q' });
  const [newFolder, setNewFolder] = useState(false);
  const [dialog, setDialog] = useState<{ action: LibraryAction; item: LibraryItem } | null>(null);
  const openPicker = useRef<() => void>(null);
  const { contents, folder, path, canUpload, canNewFolder, uploads } = useOpenFolder(history.current);
  const found = useDocumentSearch(state.search);
  const { open, up, onDeleted } = useLibraryNavigation({
    history,
    rootId: root.data?.id,
    path,
    clearSearch: state.clearSearch,
  });

  if (root.isPending) return <CenteredLoader label={t('documents.loading')} />;
  if (root.error)
    return (
      <Alert color="red" role="alert">
        {apiErrorMessage(root.error, t('documents.fetchFailed'))}
      </Alert>
    );

  const searching = state.search !== '';
  return (
    <Stack gap="md">
      <PageHeader
        title={t('documents.title')}
        subtitle={t('documents.subtitle')}
        actions={
          <LibraryActions
            onNewFolder={canNewFolder ? () => setNewFolder(true) : undefined}
            onUpload={canUpload ? () => openPicker.current?.() : undefined}
          />
        }
      />
      <DocumentsToolbar
        at={{ path, shared: folder?.user_id === null, history, up, open }}
        state={state}
        view={view}
        onViewChange={setView}
      />
      <UploadProgressList uploads={uploads.uploads} />
      <LibraryDropArea onDrop={canUpload ? uploads.add : undefined} openPicker={openPicker}>
        <LibraryListing
          shown={searching ? found : contents}
          searching={searching}
          canUpload={canUpload}
          view={view}
          onOpenFolder={open}
          onAction={(action, item) => setDialog({ action, item })}
        />
      </LibraryDropArea>
      {folder && (
        <NewFolderModal parentId={folder.id} opened={newFolder} onClose={() => setNewFolder(false)} />
      )}
      <LibraryDialogs open={dialog} onClose={() => setDialog(null)} onDeleted={onDeleted} />
    </Stack>
  );
}

interface LibraryListingProps {
  /** The open folder's contents, or what the search found. */
  shown: ListStatesProps['list'] & {
    data?: { folders: readonly Folder[]; documents: readonly DocumentRecord[] };
  };
  searching: boolean;
  canUpload: boolean;
  view: LibraryView;
  onOpenFolder: (id: number) => void;
  onAction: (action: LibraryAction, item: LibraryItem) => void;
}

/** The list kit's loading, error and empty states around the folder's (or the search's) items. */
function LibraryListing({ shown, searching, canUpload, ...items }: LibraryListingProps) {
  const t = useT();
  return (
    <ListStates
      list={shown}
      isEmpty={!!shown.data && shown.data.folders.length === 0 && shown.data.documents.length === 0}
      loadingLabel={t('documents.loadingFolder')}
      errorMessage={t('documents.fetchFailed')}
      empty={{
        icon: searching ? <IconSearch size={26} /> : <IconFolderOpen size={26} />,
        title: t(searching ? 'documents.noItems' : 'documents.emptyFolder'),
        description: canUpload && !searching ? t('documents.dropHint') : undefined,
      }}
    >
      {shown.data && (
        <LibraryItems folders={shown.data.folders} documents={shown.data.documents} {...items} />
      )}
    </ListStates>
  );
}

/** New Folder and Upload Files, each only where the user may use it. */
function LibraryActions({ onNewFolder, onUpload }: { onNewFolder?: () => void; onUpload?: () => void }) {
  const t = useT();
  return (
    <>
      {onNewFolder && (
        <Button variant="default" leftSection={<IconFolderPlus size={16} />} onClick={onNewFolder}>
          {t('folders.newFolder')}
        </Button>
      )}
      {onUpload && (
        <Button leftSection={<IconUpload size={16} />} onClick={onUpload}>
          {t('documents.uploadFiles')}
        </Button>
      )}
    </>
  );
}
