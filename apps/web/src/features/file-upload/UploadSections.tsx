import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { FileDropzone } from '../../shared/files/FileDropzone';
import { FileRow } from '../../shared/files/FileRow';
import type { ViewedImage } from '../../shared/files/ImageViewer';
import type { UploadOutcome, useUploadDemo } from './useUploadDemo';

type UploadDemo = ReturnType<typeof useUploadDemo>;

/** How the last upload went: a green note, or the red failure with the server's reason; both dismissable. */
export function UploadOutcomeAlert({
  outcome,
  onClose,
}: {
  outcome: UploadOutcome | null;
  onClose: () => void;
}) {
  if (!outcome) return null;
  const ok = outcome.ok;
  return (
    <Alert
      color={ok ? 'teal' : 'red'}
      icon={ok ? <IconCircleCheck size={20} /> : <IconAlertCircle size={20} />}
      withCloseButton
      onClose={onClose}
      role={ok ? 'status' : 'alert'}
    >
      {ok ? (
        'Files uploaded successfully!'
      ) : (
        <>
          <Text size="sm" fw={600}>
            Failed to upload files. Please try again.
          </Text>
          <Text size="sm">{outcome.reason}</Text>
        </>
      )}
    </Alert>
  );
}

/** Select files: the dropzone, the chosen files (each with its size or refusal), progress and Upload. */
export function SelectFilesSection({ demo }: { demo: UploadDemo }) {
  const busy = demo.progress !== null;
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label="Select files">
      <Stack gap="md">
        <FileDropzone
          onFiles={demo.select}
          disabled={busy}
          pasteHint
          inputLabel="Choose files"
          hint="Images, video, audio, PDF, Office and OpenDocument files, text and CSV; up to 100MB each."
        />
        {demo.selected.length > 0 && (
          <Stack gap="xs" aria-label="Selected files">
            {demo.selected.map((item) => (
              <FileRow
                key={item.key}
                name={item.file.name}
                size={item.file.size}
                mimeType={item.file.type}
                error={item.problem ?? undefined}
                onRemove={busy ? undefined : () => demo.unselect(item.key)}
              />
            ))}
          </Stack>
        )}
        {busy && (
          <Progress value={Math.round((demo.progress ?? 0) * 100)} animated aria-label="Upload progress" />
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconUpload size={16} />}
            disabled={demo.sendable.length === 0}
            loading={busy}
            onClick={demo.upload}
          >
            Upload {demo.sendable.length} File(s)
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** What was stored: each file to view (images), download or remove. */
export function UploadedFilesSection({
  demo,
  onView,
}: {
  demo: UploadDemo;
  onView: (image: ViewedImage) => void;
}) {
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label="Uploaded files">
      <Title order={2} fz="md" fw={650} mb="xs">
        Uploaded files
      </Title>
      {demo.uploaded.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing uploaded yet. Files that are not attached to a record are removed after 24 hours.
        </Text>
      ) : (
        <Stack gap="xs">
          {demo.uploaded.map((file) => {
            const image = file.mimeType.startsWith('image/');
            return (
              <FileRow
                key={file.id}
                name={file.originalName}
                size={file.size}
                mimeType={file.mimeType}
                url={file.url}
                thumbnailUrl={image ? file.url : undefined}
                onView={image ? () => onView({ url: file.url, name: file.originalName }) : undefined}
                onRemove={demo.removing.includes(file.id) ? undefined : () => demo.remove(file)}
              />
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
