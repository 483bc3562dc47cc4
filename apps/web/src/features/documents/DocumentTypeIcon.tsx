import { IconFolder, IconFolderCog } from '@tabler/icons-react';
import { FileIcon } from '../../shared/files/FileIcon';

/** A folder's icon (a system folder its own), or a document's by its mime type. */
export function DocumentTypeIcon({
  item,
  size = 22,
}: {
  item: { kind: 'folder'; system: boolean } | { kind: 'document'; mimeType: string };
  size?: number;
}) {
  if (item.kind === 'folder') {
    const Icon = item.system ? IconFolderCog : IconFolder;
    return <Icon size={size} stroke={1.6} color="var(--mantine-color-yellow-7)" aria-hidden />;
  }
  return (
    <span style={{ color: 'var(--mantine-color-blue-7)', display: 'inline-flex' }} aria-hidden>
      <FileIcon mimeType={item.mimeType} size={size} />
    </span>
  );
}
