import { filesApi } from '@freight/domain';
import { Button, Group, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { callApi } from '../../shared/api/apiClient';
import { apiErrorReason } from '../../shared/api/apiErrorMessage';
import { uploadFile } from '../../shared/files/uploadFile';
import { type CheckState, DiagnosticCard } from './DiagnosticCard';

type Outcome = { state: CheckState; facts: [string, string][]; error: string | null };

/**
 * Sends a small text file through the real upload route (type check, storage, database row), reads it back
 * and removes it again, timing each step.
 */
export function TestUploadCard() {
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
          response.ok ? 'The file read back differs' : `HTTP ${response.status}: ${response.statusText}`,
        );
      await callApi(filesApi.remove, { params: { id: uploaded.id } });
      uploadedId = null;
      setOutcome({
        state: 'ok',
        facts: [
          ['Upload', `${Math.round(uploadMs)} ms`],
          ['Read back and removed', `${Math.round(performance.now() - start - uploadMs)} ms`],
        ],
        error: null,
      });
    } catch (error) {
      if (uploadedId !== null) void callApi(filesApi.remove, { params: { id: uploadedId } }).catch(() => {});
      setOutcome({
        state: 'failed',
        facts: [],
        error: apiErrorReason(error, 'Unknown error'),
      });
    } finally {
      setRunning(false);
    }
  }

  return (
    <DiagnosticCard
      icon={<IconCloudUpload size={20} />}
      title="Test upload"
      description="Uploads a small text file, reads it back and removes it."
      state={outcome?.state ?? 'idle'}
      facts={outcome?.facts}
      error={outcome?.error}
    >
      {!outcome && (
        <Text size="sm" c="dimmed">
          Not run yet.
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" size="xs" loading={running} onClick={run}>
          Run test upload
        </Button>
      </Group>
    </DiagnosticCard>
  );
}
