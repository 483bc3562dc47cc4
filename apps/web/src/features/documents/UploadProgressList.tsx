import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT';
import type { DocumentUpload } from './useDocumentUploads';

/** The files on their way, each with its own progress; 'Complete' when stored. */
export function UploadProgressList({ uploads }: { uploads: DocumentUpload[] }) {
  const t = useT();
  if (uploads.length === 0) return null;
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('documents.uploads')}>
      <Stack gap="xs">
        {uploads.map((upload) => (
          <Stack key={upload.key} gap={4} data-testid="upload-row">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                {upload.name}
              </Text>
              {upload.complete ? (
                <Group gap={4} c="teal" wrap="nowrap">
                  <IconCircleCheck size={16} />
                  <Text size="sm" c="teal">
                    {t('documents.uploadComplete')}
                  </Text>
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {Math.round(upload.progress * 100)}%
                </Text>
              )}
            </Group>
            <Progress
              value={upload.progress * 100}
              color={upload.complete ? 'teal' : undefined}
              size="sm"
              aria-label={t('documents.uploadOf', { name: upload.name })}
            />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
