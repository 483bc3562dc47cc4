import { MIN_PASSWORD_LENGTH } from '@freight/domain';
import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';

/**
 * The rules a new password must meet, each ticked off as the typed password meets it. The email rule is
 * ticked only where the account is known (signed in); on a reset link the server checks it.
 */
export function PasswordRuleList({
  password,
  confirm,
  email,
}: {
  password: string;
  confirm: string;
  email?: string;
}) {
  const t = useT();
  const rules = [
    {
      text: t('password.ruleLength', { count: MIN_PASSWORD_LENGTH }),
      met: Array.from(password).length >= MIN_PASSWORD_LENGTH,
    },
    {
      text: t('password.ruleNotEmail'),
      met:
        email !== undefined &&
        password.length > 0 &&
        password.trim().toLowerCase() !== email.trim().toLowerCase(),
    },
    { text: t('password.ruleMatch'), met: confirm.length > 0 && confirm === password },
  ];
  return (
    <List size="sm" spacing={4} aria-label={t('password.rules')} center>
      {rules.map((rule) => (
        <List.Item
          key={rule.text}
          c={rule.met ? 'teal.8' : 'dimmed'}
          icon={
            <ThemeIcon size={18} radius="xl" variant="light" color={rule.met ? 'teal' : 'gray'}>
              {rule.met ? <IconCheck size={12} /> : <IconPoint size={12} />}
            </ThemeIcon>
          }
        >
          {rule.text}
          {rule.met && <VisuallyHidden> {t('password.ruleMet')}</VisuallyHidden>}
        </List.Item>
      ))}
    </List>
  );
}
