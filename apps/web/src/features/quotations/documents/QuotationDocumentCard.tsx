import type { DocumentRecord } from '@freight/domain';
import { ActionIcon, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDotsVertical, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { fileSizeText } from '../../../shared/files/fileSizeText';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { DocumentTypeIcon } from '../../documents/DocumentTypeIcon';

/** One file of a quotation: its icon, name (opens it), size and date, and its menu (Download, Rename, Delete). */
export function QuotationDocumentCard(props: {
  doc: DocumentRecord;
  can: { edit: boolean; delete: boolean };
  onRename: () => void;
  onDelete: () => void;
}) {
  const { doc } = props;
  const t = useT();
  const format = useDateFormat();
  return (
    <Paper withBorder radius="md" p="sm" pos="relative" data-testid="quotation-document">
      <Stack gap={6}>
        <DocumentTypeIcon item={{ kind: 'document', mimeType: doc.mime_type }} size={32} />
        <Text
          component="a"
          href={doc.file_url}
          target="_blank"
          rel="noopener"
          size="sm"
          fw={500}
          truncate="end"
          data-i18n-ignore
        >
          {doc.name}
        </Text>
        <Text size="xs" c="dimmed">
          {fileSizeText(doc.file_size)} · {format.day(doc.created_at)}
        </Text>
      </Stack>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('quotations.documentActions', { name: doc.name })}
            style={{ position: 'absolute', top: 8, right: 8 }}
          >
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={`${doc.file_url}?download=1`}
            download
            leftSection={<IconDownload size={16} />}
          >
            {t('quotations.pdfDownload')}
          </Menu.Item>
          {props.can.edit && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={props.onRename}>
              {t('quotations.rename')}
            </Menu.Item>
          )}
          {props.can.delete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={props.onDelete}>
              {t('quotations.delete')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Paper>
  );
}
