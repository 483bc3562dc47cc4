import { Text } from '@mantine/core';

// Placeholder while issue 13 is built; replaced by the component of the same name.
export function AccountSecurityPanels() {
  return <Text c="dimmed">Not available yet.</Text>;
}
