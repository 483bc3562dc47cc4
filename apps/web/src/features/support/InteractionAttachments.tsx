import { type InteractionAttachment, uploadPolicy } from '@freight/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FileDropzone } from '../../shared/files/FileDropzone';
import { FileRow } from '../../shared/files/FileRow';
import { ImageViewer, type ViewedImage } from '../../shared/files/ImageViewer';
import type { UploadItem } from '../../shared/files/useFileUploads';
import { usePastedFiles } from '../../shared/files/usePastedFiles';
import { useT } from '../../shared/i18n/useT';

interface InteractionAttachmentsProps {
  /** Files already attached (edit mode) that the user has not removed. */
  kept: InteractionAttachment[];
  onRemoveKept: (attachment: InteractionAttachment) => void;
  uploads: UploadItem[];
  onAdd: (files: File[]) => void;
  onRemoveUpload: (key: string) => void;
  onRetryUpload: (key: string) => void;
  /** The server's word about the attachment list (e.g. a file that is no longer available). */
  error?: string;
  disabled?: boolean;
}

const policy = uploadPolicy('attachment');

/**
 * The form's Attachments: drop, browse or paste files; each uploads at once with its own progress. Images
 * show a thumbnail that opens the full-size viewer. Removing a saved attachment takes effect on Update.
 */
export function InteractionAttachments({
  kept,
  onRemoveKept,
  uploads,
  onAdd,
  onRemoveUpload,
  onRetryUpload,
  error,
  disabled,
}: InteractionAttachmentsProps) {
  const t = useT();
  const [viewing, setViewing] = useState<ViewedImage | null>(null);
  usePastedFiles(onAdd, !disabled);

  return (
    <Stack gap="sm">
      <FileDropzone
        onFiles={onAdd}
        disabled={disabled}
        pasteHint
        inputLabel={t('interactions.addAttachments')}
        hint={t('interactions.attachmentsHint', { size: policy.maxSizeLabel })}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {kept.length + uploads.length > 0 ? (
        <Stack gap="xs" aria-label={t('interactions.attachmentsList')}>
          {kept.map((attachment) => {
            const image = attachment.file_type === 'image';
            return (
              <FileRow
                key={`kept-${attachment.id}`}
                name={attachment.original_name}
                size={attachment.file_size}
                mimeType={attachment.mime_type}
                url={attachment.file_url}
                thumbnailUrl={image ? attachment.file_url : undefined}
                onView={
                  image
                    ? () => setViewing({ url: attachment.file_url, name: attachment.original_name })
                    : undefined
                }
                onRemove={disabled ? undefined : () => onRemoveKept(attachment)}
              />
            );
          })}
          {uploads.map((item) => {
            const url = item.uploaded?.url;
            const image = item.file.type.startsWith('image/');
            return (
              <FileRow
                key={item.key}
                name={item.uploaded?.originalName ?? item.file.name}
                size={item.uploaded?.size ?? item.file.size}
                mimeType={item.uploaded?.mimeType ?? item.file.type}
                url={url}
                thumbnailUrl={image && item.status !== 'failed' ? (url ?? item.previewUrl) : undefined}
                progress={item.status === 'uploading' ? item.progress : undefined}
                error={item.status === 'failed' ? item.error : undefined}
                onView={
                  image && url
                    ? () => setViewing({ url, name: item.uploaded?.originalName ?? item.file.name })
                    : undefined
                }
                onRemove={disabled ? undefined : () => onRemoveUpload(item.key)}
                onRetry={item.retryable ? () => onRetryUpload(item.key) : undefined}
              />
            );
          })}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('interactions.noFiles')}
        </Text>
      )}
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
