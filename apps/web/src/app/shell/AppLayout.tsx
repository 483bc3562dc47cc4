import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useQuotationCounts } from '../../features/quotations/list/useQuotationCounts';
import { ownProfileQuery } from '../../shared/preferences/ownProfileQuery';
import { ProfilePreferences } from '../ProfilePreferences';
import classes from './AppShell.module.css';
import { Sidebar } from './Sidebar';
import { MAIN_CONTENT_ID, SkipToMainLink } from './SkipToMainLink';
import { TopBar } from './TopBar';

const SIDEBAR_WIDTH = 264;
const RAIL_WIDTH = 76;

/** The signed-in frame: sidebar (a rail of icons when the user collapsed it), top bar and the current page. */
export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  // Fetched here, not in the sidebar, so the badges stay cached while the phone drawer opens and closes.
  const { data: logisticsCounts } = useQuotationCounts();
  const { data: profile } = useQuery(ownProfileQuery);
  // Phones always open the full drawer; the rail is for wider screens (Mantine's sm breakpoint).
  const wide = useMediaQuery('(min-width: 48em)', true);
  const rail = wide && (profile?.sidebar_collapsed ?? false);

  return (
    <AppShell
      layout="alt"
      header={{ height: 60 }}
      navbar={{
        width: rail ? RAIL_WIDTH : SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !navOpened },
      }}
      padding={{ base: 'md', sm: 'xl' }}
      classNames={{ navbar: classes.navbar, header: classes.header, main: classes.main }}
      data-sidebar-collapsed={rail || undefined}
    >
      <ProfilePreferences />
      <SkipToMainLink />
      <AppShell.Header>
        <TopBar navOpened={navOpened} onToggleNav={toggleNav} sidebarCollapsed={profile?.sidebar_collapsed} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar logisticsCounts={logisticsCounts} onNavigate={closeNav} rail={rail} />
      </AppShell.Navbar>
      {/* Focusable from script only, so the skip link can move focus here without adding a Tab stop. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
