import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type TopBarIconButtonProps = ActionIconProps & ComponentPropsWithoutRef<'button'>;

/** An icon button of the top bar (search on phones, sidebar toggle, notifications): quiet until pointed at. */
export function TopBarIconButton(props: TopBarIconButtonProps) {
  return <ActionIcon variant="subtle" color="gray" size="lg" radius="md" {...props} />;
}
