import { NavLink, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useMatch } from 'react-router';
import { useT } from '../../shared/i18n/useT';
import classes from './AppShell.module.css';
import { CountBadge } from './CountBadge';

interface SidebarLinkProps {
  label: string;
  to: string;
  icon: Icon;
  /** A count badge on the right (quotations in a status); undefined shows none. */
  count?: number;
  /** Lets the mobile drawer close once a destination is chosen. */
  onNavigate?: () => void;
  /** The icon alone, its name as a tooltip (the collapsed sidebar). */
  iconOnly?: boolean;
}

/** A sidebar entry, highlighted while its page or one of its sub-pages (e.g. /support/new) is open. */
export function SidebarLink({ label, to, icon: LinkIcon, count, onNavigate, iconOnly }: SidebarLinkProps) {
  const t = useT();
  const active = useMatch({ path: to, end: false }) !== null;
  const descriptionId = useId();
  if (iconOnly) {
    return (
      <Tooltip
        label={count === undefined ? label : t('nav.countedLink', { label, count })}
        position="right"
        withArrow
      >
        <NavLink
          component={Link}
          to={to}
          aria-label={label}
          leftSection={<LinkIcon size={20} stroke={1.7} />}
          active={active}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          className={classes.navLink}
          data-icon-only
        />
      </Tooltip>
    );
  }
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={<LinkIcon size={19} stroke={1.7} />}
      rightSection={
        count === undefined ? undefined : <CountBadge count={count} descriptionId={descriptionId} />
      }
      aria-describedby={count === undefined ? undefined : descriptionId}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={classes.navLink}
    />
  );
}
