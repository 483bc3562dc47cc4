import { filesApi } from '@freight/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorReason } from '../../shared/api/apiErrorMessage';
import { uploadFile } from '../../shared/files/uploadFile';
import { useT } from '../../shared/i18n/useT';
import { type CheckState, DiagnosticCard } from './DiagnosticCard';

type Outcome = { state: CheckState; facts: [string, string][]; error: string | null };

/**
 * Sends a small text file through the real upload route (type check, storage, database row), reads it back
 * and removes it again, timing each step.
 */
export function TestUploadCard() {
  const t = useT();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [running, setRunning] = useState(false);

  async function run() {
    setRunning(true);
    setOutcome({ state: 'checking', facts: [], error: null });
    const text = `ShipDesk test upload ${new Date().toISOString()}\n`;
    const start = performance.now();
    let uploadedId: number | null = null;
    try {
      const uploaded = await uploadFile(new File([text], 'diagnostics-test.txt', { type: 'text/plain' }), {
        purpose: 'attachment',
      });
      uploadedId = uploaded.id;
      const uploadMs = performance.now() - start;
      const response = await fetch(uploaded.url, { credentials: 'same-origin' });
      const readBack = response.ok && (await response.text()) === text;
      if (!readBack)
        throw new Error(
          response.ok ? t('diagnostics.readBackDiffers') : `HTTP ${response.status}: ${response.statusText}`,
        );
      await callApi(filesApi.remove, { params: { id: uploaded.id } });
      uploadedId = null;
      setOutcome({
        state: 'ok',
        facts: [
          [t('diagnostics.factUpload'), `${Math.round(uploadMs)} ms`],
          [t('diagnostics.factReadBack'), `${Math.round(performance.now() - start - uploadMs)} ms`],
        ],
        error: null,
      });
    } catch (error) {
      if (uploadedId !== null) void callApi(filesApi.remove, { params: { id: uploadedId } }).catch(() => {});
      setOutcome({
        state: 'failed',
        facts: [],
        error: apiErrorReason(error, t('diagnostics.unknownError')),
      });
    } finally {
      setRunning(false);
    }
  }

  return (
    <DiagnosticCard
      icon={<IconCloudUpload size={20} />}
      title={t('diagnostics.testUpload')}
      description={t('diagnostics.testUploadDescription')}
      state={outcome?.state ?? 'idle'}
      facts={outcome?.facts}
      error={outcome?.error}
    >
      {!outcome && (
        <Text size="sm" c="dimmed">
          {t('diagnostics.notRunYet')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" size="xs" loading={running} onClick={run}>
          {t('diagnostics.runTestUpload')}
        </Button>
      </Group>
    </DiagnosticCard>
  );
}
