import { TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';

interface AccountEmailInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The signed-out screens' Email field (log in, forgot password): the account's address, focused first. */
export function AccountEmailInput({ value, onChange, error }: AccountEmailInputProps) {
  return (
    <TextInput
      label="Email"
      name="email"
      type="email"
      autoComplete="username"
      placeholder="you@company.com"
      leftSection={<IconAt size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      size="md"
      autoFocus
      required
    />
  );
}
