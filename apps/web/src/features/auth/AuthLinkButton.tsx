import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A link-styled button of the signed-out screens ('Forgot password?', 'Back to log in'): small, keyboard-reachable. */
export function AuthLinkButton({
  onClick,
  children,
  ...props
}: { onClick: () => void; children: ReactNode } & AnchorProps) {
  return (
    <Anchor component="button" type="button" size="sm" fw={500} onClick={onClick} {...props}>
      {children}
    </Anchor>
  );
}
