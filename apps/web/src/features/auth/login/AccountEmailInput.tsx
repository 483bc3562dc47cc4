import { TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import type { BoundTextField } from '../../../shared/forms/textField';
import { useT } from '../../../shared/i18n/useT';
import { SIGNED_OUT_FIELD } from '../signedOutField';

/** The signed-out screens' Email field (log in, forgot password): the account's address, focused first. */
export function AccountEmailInput(field: BoundTextField) {
  const t = useT();
  return (
    <TextInput
      label={t('login.email')}
      name="email"
      type="email"
      autoComplete="username"
      placeholder={t('login.emailPlaceholder')}
      leftSection={<IconAt size={16} />}
      {...field}
      {...SIGNED_OUT_FIELD}
    />
  );
}
