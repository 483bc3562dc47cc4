import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { SettingsPanel } from '../profile/SettingsPanel';
import { useIsAdmin } from '../useIsAdmin';
import { ApiTokenList } from './ApiTokenList';
import { CreateApiTokenForm } from './CreateApiTokenForm';

/**
 * The API tokens tab: create a token for a script or another system (used as `Authorization: Bearer`), see
 * and revoke one's tokens; administrators can list and revoke everyone's.
 */
export function ApiTokensTab() {
  const isAdmin = useIsAdmin();
  const [all, setAll] = useState(false);
  return (
    <Stack gap="lg" maw={900}>
      <SettingsPanel
        title="API tokens"
        description="Let another system act for you, within scopes you choose. Send the token as Authorization: Bearer."
      >
        <CreateApiTokenForm />
      </SettingsPanel>
      <SettingsPanel title={all ? "Everyone's tokens" : 'Your tokens'}>
        {isAdmin && (
          <Switch
            label="Show every user's tokens"
            checked={all}
            onChange={(event) => setAll(event.currentTarget.checked)}
          />
        )}
        <ApiTokenList all={all} />
      </SettingsPanel>
    </Stack>
  );
}
