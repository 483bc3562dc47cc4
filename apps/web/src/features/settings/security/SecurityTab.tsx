import { Stack } from '@mantine/core';
import { ManageUsersCard } from '../users/ManageUsersCard';
import { AccountSecurityPanels } from './AccountSecurityPanels';

/** The Security tab: user administration for those who may see users, then the user's own account security. */
export function SecurityTab() {
  return (
    <Stack gap="lg">
      <ManageUsersCard />
      <AccountSecurityPanels />
    </Stack>
  );
}
