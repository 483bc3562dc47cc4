import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled, IconRefresh } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT';
import { noteMessage } from './noteMessages';
import type { useAudioRecorder } from './useAudioRecorder';

interface AudioRecorderProps {
  recorder: ReturnType<typeof useAudioRecorder>;
}

/** Record, stop, listen back and record again. */
export function AudioRecorder({ recorder }: AudioRecorderProps) {
  const t = useT();
  const { state, clip, error, start, stop } = recorder;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {state === 'idle' && (
          <Button leftSection={<IconMicrophone size={16} />} variant="light" onClick={start}>
            {t('costLineNotes.startRecording')}
          </Button>
        )}
        {state === 'recording' && (
          <>
            <Button leftSection={<IconPlayerStopFilled size={16} />} color="red" onClick={stop}>
              {t('costLineNotes.stopRecording')}
            </Button>
            <Text size="sm" c="red" fw={500} role="status">
              {t('costLineNotes.recording')}
            </Text>
          </>
        )}
        {state === 'recorded' && (
          <Button leftSection={<IconRefresh size={16} />} variant="default" onClick={start}>
            {t('costLineNotes.recordAgain')}
          </Button>
        )}
      </Group>
      {state === 'recorded' && clip && (
        // biome-ignore lint/a11y/useMediaCaption: a voice memo just recorded has no captions.
        <audio
          controls
          src={clip.url}
          aria-label={t('costLineNotes.recordedAudio')}
          style={{ width: '100%' }}
        />
      )}
      {error && (
        <Alert color="red" variant="light" p="xs">
          {noteMessage(error)}
        </Alert>
      )}
    </Stack>
  );
}
