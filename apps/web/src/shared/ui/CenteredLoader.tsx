import { Center, Loader, Stack, Text } from '@mantine/core';

/** A full-area spinner for the moments before a screen knows what to show. */
export function CenteredLoader({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <Center mih={fullScreen ? '100dvh' : '50vh'} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="md" />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
