import { Text } from '@mantine/core';

/** The heading of the contact dialogs, a step above Mantine's plain modal title. */
export function ContactDialogTitle({ children }: { children: string }) {
  return (
    <Text component="span" fw={650} size="lg">
      {children}
    </Text>
  );
}
