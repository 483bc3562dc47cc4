import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A failure told above a form or in place of a panel: red, light, with the alert icon. */
export function ErrorAlert({
  children,
  ...props
}: { children: ReactNode } & Omit<AlertProps, 'color' | 'icon'>) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} {...props}>
      {children}
    </Alert>
  );
}
