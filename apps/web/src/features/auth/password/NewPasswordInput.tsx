import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';

/** A password field with its own show/hide toggle, named so the field alone answers to its label. */
export function NewPasswordInput(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('login.hideTypedText') : t('login.showTypedText'),
        tabIndex: 0,
      }}
    />
  );
}
