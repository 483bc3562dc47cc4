import type { DocumentRecord, Folder } from '@freight/domain';
import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { fileSizeText } from '../../shared/files/fileSizeText';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { DocumentTypeIcon } from './DocumentTypeIcon';
import { folderName, isWordedFolder } from './folderName';
import { LibraryItemMenu } from './LibraryItemMenu';
import type { LibraryAction, LibraryItem } from './libraryItem';

interface LibraryItemsProps {
  folders: readonly Folder[];
  documents: readonly DocumentRecord[];
  view: 'grid' | 'list';
  onOpenFolder: (id: number) => void;
  onAction: (action: LibraryAction, item: LibraryItem) => void;
}

/** Folders then documents, as tiles or rows. A folder opens here; a document opens in a new tab. */
export function LibraryItems({ folders, documents, view, onOpenFolder, onAction }: LibraryItemsProps) {
  const t = useT();
  const format = useDateFormat();
  const items: LibraryItem[] = [
    ...folders.map((folder) => ({ kind: 'folder' as const, folder })),
    ...documents.map((document) => ({ kind: 'document' as const, document })),
  ];
  const key = (item: LibraryItem) => (item.kind === 'folder' ? `f${item.folder.id}` : `d${item.document.id}`);

  if (view === 'list') {
    return (
      <Table.ScrollContainer minWidth={560}>
        <Table highlightOnHover verticalSpacing="xs" aria-label={t('folders.contents')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('documents.name')}</Table.Th>
              <Table.Th>{t('documents.size')}</Table.Th>
              <Table.Th>{t('documents.modified')}</Table.Th>
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={key(item)} data-testid="library-item">
                <Table.Td>
                  <ItemName item={item} onOpenFolder={onOpenFolder} />
                </Table.Td>
                <Table.Td>{item.kind === 'document' ? fileSizeText(item.document.file_size) : '—'}</Table.Td>
                <Table.Td>
                  {format.day(item.kind === 'folder' ? item.folder.updated_at : item.document.updated_at)}
                </Table.Td>
                <Table.Td>
                  <LibraryItemMenu item={item} onAction={onAction} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="md">
      {items.map((item) => (
        <Paper key={key(item)} withBorder radius="md" p="sm" data-testid="library-item">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <DocumentTypeIcon
                item={
                  item.kind === 'folder'
                    ? { kind: 'folder', system: item.folder.is_system_folder }
                    : { kind: 'document', mimeType: item.document.mime_type }
                }
                size={36}
              />
              <LibraryItemMenu item={item} onAction={onAction} />
            </Group>
            <ItemName item={item} onOpenFolder={onOpenFolder} iconless />
            <Text size="xs" c="dimmed">
              {item.kind === 'document' ? fileSizeText(item.document.file_size) : t('folders.folder')}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function ItemName({
  item,
  onOpenFolder,
  iconless,
}: {
  item: LibraryItem;
  onOpenFolder: (id: number) => void;
  iconless?: boolean;
}) {
  const t = useT();
  const icon = iconless ? null : (
    <DocumentTypeIcon
      item={
        item.kind === 'folder'
          ? { kind: 'folder', system: item.folder.is_system_folder }
          : { kind: 'document', mimeType: item.document.mime_type }
      }
    />
  );
  if (item.kind === 'folder') {
    return (
      <UnstyledButton onClick={() => onOpenFolder(item.folder.id)} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          {icon}
          {/* A folder's name is the desk's own, but the fixed system folders', worded in the reader's language. */}
          <Text
            size="sm"
            fw={500}
            truncate="end"
            data-i18n-ignore={!isWordedFolder(item.folder) || undefined}
          >
            {folderName(t, item.folder)}
          </Text>
        </Group>
      </UnstyledButton>
    );
  }
  return (
    <Anchor
      href={item.document.file_url}
      target="_blank"
      rel="noopener"
      c="dark"
      underline="hover"
      style={{ minWidth: 0 }}
    >
      <Group gap="xs" wrap="nowrap">
        {icon}
        <Text size="sm" fw={500} truncate="end" span data-i18n-ignore>
          {item.document.name}
        </Text>
      </Group>
    </Anchor>
  );
}
