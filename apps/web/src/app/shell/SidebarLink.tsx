import { NavLink } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useMatch } from 'react-router';
import classes from './AppShell.module.css';

interface SidebarLinkProps {
  label: string;
  to: string;
  icon: Icon;
  rightSection?: ReactNode;
  /** Lets the mobile drawer close once a destination is chosen. */
  onNavigate?: () => void;
}

/** A sidebar entry, highlighted while its page or one of its sub-pages (e.g. /support/new) is open. */
export function SidebarLink({ label, to, icon: LinkIcon, rightSection, onNavigate }: SidebarLinkProps) {
  const active = useMatch({ path: to, end: false }) !== null;
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={<LinkIcon size={19} stroke={1.7} />}
      rightSection={rightSection}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={classes.navLink}
    />
  );
}
