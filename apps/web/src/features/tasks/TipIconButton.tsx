import { ActionIcon, type ActionIconProps, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface TipIconButtonProps extends Omit<ActionIconProps, 'children'> {
  /** The tooltip: what the button does ('Delete comment'). */
  tip: string;
  /** The accessible name, naming what it acts on ('Delete Despacho Jebel Ali'). */
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/** A Task Manager icon button: subtle, with its tooltip and a name for screen readers. */
export function TipIconButton({
  tip,
  label,
  onClick,
  children,
  color = 'gray',
  ...props
}: TipIconButtonProps) {
  return (
    <Tooltip label={tip} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick} {...props}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
