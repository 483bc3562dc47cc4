import { Alert, Button, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';

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
  const t = useT();
  const text = `${t('security.codesFileTitle')}\n${t('security.codesFileHint')}\n\n${codes.join('\n')}\n`;
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title={t('security.saveCodesTitle')}
      >
        {t('security.saveCodesText')}
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ol"
        aria-label={t('security.recoveryCodes')}
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
                {t(copied ? 'security.copied' : 'security.copyCodes')}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => download(text, 'shipdesk-recovery-codes.txt')}
          >
            {t('security.downloadCodes')}
          </Button>
        </Group>
        <Button onClick={onDone}>{t('security.done')}</Button>
      </Group>
    </Stack>
  );
}
