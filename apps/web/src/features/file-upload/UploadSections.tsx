import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { FileDropzone } from '../../shared/files/FileDropzone';
import { FileRow } from '../../shared/files/FileRow';
import type { ViewedImage } from '../../shared/files/ImageViewer';
import { useT } from '../../shared/i18n/useT';
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
  const t = useT();
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
        t('upload.succeeded')
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t('upload.failed')}
          </Text>
          <Text size="sm">{outcome.reason}</Text>
        </>
      )}
    </Alert>
  );
}

/** Select files: the dropzone, the chosen files (each with its size or refusal), progress and Upload. */
export function SelectFilesSection({ demo }: { demo: UploadDemo }) {
  const t = useT();
  const busy = demo.progress !== null;
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={t('upload.selectFiles')}>
      <Stack gap="md">
        <FileDropzone onFiles={demo.select} disabled={busy} pasteHint hint={t('upload.hint')} />
        {demo.selected.length > 0 && (
          <Stack gap="xs" aria-label={t('upload.selectedFiles')}>
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
            aria-label={t('upload.progress')}
          />
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconUpload size={16} />}
            disabled={demo.sendable.length === 0}
            loading={busy}
            onClick={demo.upload}
          >
            {t('upload.send', { count: demo.sendable.length })}
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
  const t = useT();
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={t('upload.uploadedFiles')}>
      <Title order={2} fz="md" fw={650} mb="xs">
        {t('upload.uploadedFiles')}
      </Title>
      {demo.uploaded.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('upload.nothingYet')}
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
