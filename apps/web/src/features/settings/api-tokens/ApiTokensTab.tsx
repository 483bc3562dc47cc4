import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { SettingsPanel } from '../profile/SettingsPanel';
import { useIsAdmin } from '../useIsAdmin';
import { ApiTokenList } from './ApiTokenList';
import { CreateApiTokenForm } from './CreateApiTokenForm';

/**
 * The API tokens tab: create a token for a script or another system (used as `Authorization: Bearer`), see
 * and revoke one's tokens; administrators can list and revoke everyone's.
 */
export function ApiTokensTab() {
  const t = useT();
  const isAdmin = useIsAdmin();
  const [all, setAll] = useState(false);
  return (
    <Stack gap="lg" maw={900}>
      <SettingsPanel title={t('apiTokens.title')} description={t('apiTokens.description')}>
        <CreateApiTokenForm />
      </SettingsPanel>
      <SettingsPanel title={t(all ? 'apiTokens.everyones' : 'apiTokens.yours')}>
        {isAdmin && (
          <Switch
            label={t('apiTokens.showEveryone')}
            checked={all}
            onChange={(event) => setAll(event.currentTarget.checked)}
          />
        )}
        <ApiTokenList all={all} />
      </SettingsPanel>
    </Stack>
  );
}
