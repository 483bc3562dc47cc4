import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconInfoCircle } from '@tabler/icons-react';

/** Saves `text` as a file the browser downloads. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The ten recovery codes, shown this once, with copy and download. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `ShipDesk recovery codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title="Save your recovery codes"
      >
        Keep these codes somewhere safe. Each one signs you in once if you lose your phone. They will not be
        shown again.
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ol"
        aria-label="Recovery codes"
        p="sm"
        m={0}
        style={{
          listStyle: 'none',
          fontFamily: 'var(--mantine-font-family-monospace)',
          background: 'var(--mantine-color-default-hover)',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        {codes.map((code) => (
          <Text component="li" key={code} ff="monospace" ta="center" fz="md">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy codes'}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => download(text, 'shipdesk-recovery-codes.txt')}
          >
            Download codes
          </Button>
        </Group>
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
