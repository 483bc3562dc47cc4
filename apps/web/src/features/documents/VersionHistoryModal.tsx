import { type DocumentRecord, type DocumentVersion, documentVersionsApi } from '@freight/domain';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { documentKeys } from '../../shared/api/queryKeys';
import { fileSizeText } from '../../shared/files/fileSizeText';
import { FormModal } from '../../shared/forms/FormModal';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { UploadVersionForm } from './UploadVersionForm';
import { useDocumentVersions } from './useDocumentVersions';

interface VersionHistoryModalProps {
  document: DocumentRecord;
  canEdit: boolean;
  onClose: () => void;
}

/**
 * A document's versions: download any, restore one as the newest, or upload a new version with a change
 * description (its number is the highest + 1).
 */
export function VersionHistoryModal({ document, canEdit, onClose }: VersionHistoryModalProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const versions = useDocumentVersions(document.id);
  const [uploadError, setUploadError] = useState<unknown>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentKeys.all });
  const restore = useMutation({
    mutationFn: (id: number) => callApi(documentVersionsApi.restore, { params: { id }, body: {} }),
    onSuccess: refresh,
  });
  const rows = versions.data?.data ?? [];
  const current = rows[0]?.version_number;
  const error = uploadError ?? restore.error ?? versions.error;
  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('documents.versionHistoryOf', { name: document.name })}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Stack gap="xs" aria-label={t('documents.versions')}>
          {rows.map((version) => (
            <VersionRow
              key={version.id}
              version={version}
              current={version.version_number === current}
              canRestore={canEdit}
              restoring={restore.isPending && restore.variables === version.id}
              onRestore={() => restore.mutate(version.id)}
            />
          ))}
        </Stack>
        {canEdit && (
          <UploadVersionForm
            document={document}
            onUploaded={() => {
              setUploadError(null);
              return refresh();
            }}
            onError={setUploadError}
          />
        )}
        {error ? (
          <Alert color="red" role="alert">
            {apiErrorMessage(error, t('documents.versionsFailed'))}
          </Alert>
        ) : null}
      </Stack>
    </FormModal>
  );
}

interface VersionRowProps {
  version: DocumentVersion;
  current: boolean;
  canRestore: boolean;
  restoring: boolean;
  onRestore: () => void;
}

function VersionRow({ version, current, canRestore, restoring, onRestore }: VersionRowProps) {
  const t = useT();
  const format = useDateFormat();
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="version-row">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {t('documents.versionNumber', { number: version.version_number })}
          </Text>
          {current && <Badge size="sm">{t('documents.currentVersion')}</Badge>}
        </Group>
        <Text size="xs" c="dimmed" truncate="end">
          {version.file_name} · {fileSizeText(version.file_size)} · {format.dateTime(version.created_at)}
        </Text>
        {version.change_description && <Text size="sm">{version.change_description}</Text>}
      </Stack>
      <Group gap="xs" wrap="nowrap">
        <Anchor href={`${version.file_url}?download=1`} size="sm">
          {t('documents.download')}
        </Anchor>
        {canRestore && !current && (
          <Button size="xs" variant="light" loading={restoring} onClick={onRestore}>
            {t('documents.restore')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
