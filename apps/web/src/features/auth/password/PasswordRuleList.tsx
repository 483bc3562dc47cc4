import { MIN_PASSWORD_LENGTH } from '@freight/domain';
import { List, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';

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
  const rules = [
    {
      text: `At least ${MIN_PASSWORD_LENGTH} characters`,
      met: Array.from(password).length >= MIN_PASSWORD_LENGTH,
    },
    {
      text: 'Not your email address',
      met:
        email !== undefined &&
        password.length > 0 &&
        password.trim().toLowerCase() !== email.trim().toLowerCase(),
    },
    { text: 'Both entries match', met: confirm.length > 0 && confirm === password },
  ];
  return (
    <List size="sm" spacing={4} aria-label="Password rules" center>
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
          {rule.met && <VisuallyHidden> (met)</VisuallyHidden>}
        </List.Item>
      ))}
    </List>
  );
}
