import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The dialog buttons, pinned to the bottom of the scrolling modal so Save is always in reach. */
export function ContactFormFooter({ children }: { children: ReactNode }) {
  return (
    <Group
      justify="flex-end"
      gap="sm"
      pt="md"
      pb="md"
      mb="calc(var(--mantine-spacing-md) * -1)"
      bg="var(--mantine-color-body)"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {children}
    </Group>
  );
}
