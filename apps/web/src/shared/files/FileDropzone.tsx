import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { type Icon, IconCloudUpload, IconFileUpload } from '@tabler/icons-react';
import { useT } from '../i18n/useT';

interface FileDropzoneProps {
  onFiles: (files: File[]) => void;
  /** A line under the invitation, e.g. the accepted types and the size limit. */
  hint?: string;
  /** Also mention pasting (where the page listens for pasted files). */
  pasteHint?: boolean;
  disabled?: boolean;
  /** Names the hidden file input, so assistive technology and tests can find it. */
  inputLabel?: string;
}

/**
 * Drop files here or click (or press Enter) to browse. Every file is handed over as it is: the caller checks
 * size and type itself, so refusals read the app's own words rather than the dropzone's.
 */
export function FileDropzone({ onFiles, hint, pasteHint, disabled, inputLabel }: FileDropzoneProps) {
  const t = useT();
  return (
    <Dropzone
      onDrop={onFiles}
      multiple
      disabled={disabled}
      useFsAccessApi={false}
      inputProps={{ 'aria-label': inputLabel ?? t('common.uploadChooseFiles') }}
      radius="md"
      p="lg"
    >
      <Group justify="center" gap="md" wrap="nowrap" mih={72} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <DropIcon icon={IconCloudUpload} color="var(--mantine-primary-color-filled)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <DropIcon icon={IconCloudUpload} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <DropIcon icon={IconFileUpload} color="var(--mantine-color-dimmed)" />
        </Dropzone.Idle>
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {pasteHint ? t('common.uploadDropOrPaste') : t('common.uploadDrop')}
          </Text>
          {hint && (
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
      </Group>
    </Dropzone>
  );
}

/** The dropzone's icon in the colour of its state: accepting, refusing, or waiting. */
function DropIcon({ icon: DropStateIcon, color }: { icon: Icon; color: string }) {
  return <DropStateIcon size={36} stroke={1.5} style={{ flexShrink: 0 }} color={color} />;
}
