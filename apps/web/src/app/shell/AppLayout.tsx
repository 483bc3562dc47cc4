import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useQuotationCounts } from '../../features/quotations/useQuotationCounts';
import classes from './AppShell.module.css';
import { Sidebar } from './Sidebar';
import { MAIN_CONTENT_ID, SkipToMainLink } from './SkipToMainLink';
import { TopBar } from './TopBar';

/** The signed-in frame: sidebar, top bar and the current page. */
export function AppLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  // Fetched here, not in the sidebar, so the badges stay cached while the phone drawer opens and closes.
  const { data: logisticsCounts } = useQuotationCounts();

  return (
    <AppShell
      layout="alt"
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
      classNames={{ navbar: classes.navbar, header: classes.header, main: classes.main }}
    >
      <SkipToMainLink />
      <AppShell.Header>
        <TopBar navOpened={navOpened} onToggleNav={toggleNav} />
      </AppShell.Header>
      <AppShell.Navbar>
        <Sidebar logisticsCounts={logisticsCounts} onNavigate={closeNav} />
      </AppShell.Navbar>
      {/* Focusable from script only, so the skip link can move focus here without adding a Tab stop. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
