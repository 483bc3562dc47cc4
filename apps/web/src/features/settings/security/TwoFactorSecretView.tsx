import { Button, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';

/** 'ABCDEFGH...' in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Step 1 of turning two-factor on: the new secret as a QR code, and as a key to type or copy. */
export function TwoFactorSecretView({ qrCode, secret }: { qrCode: string; secret: string }) {
  const t = useT();
  return (
    <>
      <Text size="sm">{t('security.stepScan')}</Text>
      <Image src={qrCode} alt={t('security.qrAlt')} w={200} h={200} mx="auto" radius="sm" />
      <Stack gap={4}>
        <Text size="sm">{t('security.orTypeKey')}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="sm" style={{ wordBreak: 'break-all' }} data-testid="two-factor-secret">
            {grouped(secret)}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                // The key wraps beside it; the button's words stay whole in every language.
                style={{ flexShrink: 0 }}
              >
                {t(copied ? 'security.copied' : 'security.copyKey')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </>
  );
}
