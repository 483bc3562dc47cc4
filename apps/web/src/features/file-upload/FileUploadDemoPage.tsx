import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { FileDropzone } from '../../shared/files/FileDropzone';
import { FileRow } from '../../shared/files/FileRow';
import { ImageViewer, type ViewedImage } from '../../shared/files/ImageViewer';
import { usePastedFiles } from '../../shared/files/usePastedFiles';
import { PageHeader } from '../../shared/ui/PageHeader';
import { useUploadDemo } from './useUploadDemo';

/** The file upload page: choose files, upload them together, then view, download or remove what was stored. */
export function FileUploadDemoPage() {
  const demo = useUploadDemo();
  const [viewing, setViewing] = useState<ViewedImage | null>(null);
  const busy = demo.progress !== null;
  usePastedFiles(demo.select, !busy);

  return (
    <>
      <PageHeader title="File Upload" subtitle="Upload files and keep links to them." />
      <Stack gap="lg" maw={880}>
        {demo.outcome?.ok === true && (
          <Alert
            color="teal"
            icon={<IconCircleCheck size={20} />}
            withCloseButton
            onClose={demo.dismiss}
            role="status"
          >
            Files uploaded successfully!
          </Alert>
        )}
        {demo.outcome?.ok === false && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={20} />}
            withCloseButton
            onClose={demo.dismiss}
            role="alert"
          >
            <Text size="sm" fw={600}>
              Failed to upload files. Please try again.
            </Text>
            <Text size="sm">{demo.outcome.reason}</Text>
          </Alert>
        )}
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
              <Progress
                value={Math.round((demo.progress ?? 0) * 100)}
                animated
                aria-label="Upload progress"
              />
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
                    onView={image ? () => setViewing({ url: file.url, name: file.originalName }) : undefined}
                    onRemove={demo.removing.includes(file.id) ? undefined : () => demo.remove(file)}
                  />
                );
              })}
            </Stack>
          )}
        </Paper>
      </Stack>
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
