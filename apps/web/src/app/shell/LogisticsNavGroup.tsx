import { Collapse, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight, IconTruckDelivery } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../../shared/i18n/useT';
import classes from './AppShell.module.css';
import { CountBadge } from './CountBadge';
import { type LogisticsCounts, logisticsNavLinks } from './logisticsNavLinks';
import { SidebarLink } from './SidebarLink';

interface LogisticsNavGroupProps {
  /** Quotation counts per status; undefined (not loaded, or not wired yet) shows no badges at all. */
  counts?: LogisticsCounts;
  onNavigate?: () => void;
  /** The collapsed sidebar: the status links as icons, without the group's toggle. */
  iconOnly?: boolean;
}

/** The collapsible Logistics section: one link per quotation status, with optional count badges. */
export function LogisticsNavGroup({ counts, onNavigate, iconOnly }: LogisticsNavGroupProps) {
  const t = useT();
  const [opened, { toggle }] = useDisclosure(true);
  const listId = useId();
  const totalId = useId();
  // The server's own total when it gave one: it also counts quotations no link shows.
  const total =
    counts?.total ??
    (counts ? logisticsNavLinks.reduce((sum, link) => sum + (counts[link.status] ?? 0), 0) : undefined);

  const statusLinks = logisticsNavLinks.map((link) => (
    <SidebarLink
      key={link.path}
      label={t(link.label)}
      to={link.path}
      icon={link.icon}
      count={counts?.[link.status]}
      onNavigate={onNavigate}
      iconOnly={iconOnly}
    />
  ));
  if (iconOnly) return <nav aria-label={t('nav.logistics')}>{statusLinks}</nav>;

  return (
    <>
      {/* A real button (not the anchor Mantine uses for nested NavLinks) so it is announced as a toggle. */}
      <NavLink
        component="button"
        type="button"
        label={t('nav.logistics')}
        leftSection={<IconTruckDelivery size={19} stroke={1.7} />}
        rightSection={
          <Group gap={6} wrap="nowrap">
            <CountBadge count={total} emphasis descriptionId={totalId} />
            <IconChevronRight
              size={15}
              stroke={2}
              className={classes.chevron}
              data-opened={opened || undefined}
              aria-hidden
            />
          </Group>
        }
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={listId}
        aria-describedby={total === undefined ? undefined : totalId}
        className={classes.navLink}
      />
      <Collapse expanded={opened} id={listId}>
        <div className={classes.navGroupChildren}>{statusLinks}</div>
      </Collapse>
    </>
  );
}
