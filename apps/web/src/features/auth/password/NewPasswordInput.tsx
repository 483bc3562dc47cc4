import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/** A password field with its own show/hide toggle, named so the field alone answers to its label. */
export function NewPasswordInput(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Hide typed text' : 'Show typed text',
        tabIndex: 0,
      }}
    />
  );
}
