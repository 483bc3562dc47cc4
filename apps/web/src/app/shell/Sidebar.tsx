import { hasPermission } from '@freight/domain';
import { AppShell, Box, CloseButton, ScrollArea, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentSession } from '../../features/auth/session/useCurrentSession';
import { useT } from '../../shared/i18n/useT';
import { BrandLogo } from '../../shared/ui/BrandLogo';
import classes from './AppShell.module.css';
import { LogisticsNavGroup } from './LogisticsNavGroup';
import type { LogisticsCounts } from './logisticsNavLinks';
import { mainNavLinks } from './mainNavLinks';
import { SidebarLink } from './SidebarLink';
import { UserMenu } from './UserMenu';

interface SidebarProps {
  logisticsCounts?: LogisticsCounts;
  onNavigate: () => void;
  /** Icons only (the user collapsed the sidebar): names show as tooltips. */
  rail?: boolean;
}

export function Sidebar({ logisticsCounts, onNavigate, rail = false }: SidebarProps) {
  const t = useT();
  const { user, permissions } = useCurrentSession();
  // Hide what the server would refuse anyway; it still checks every call itself.
  const canView = (module: Parameters<typeof hasPermission>[2]) =>
    hasPermission(user.role, permissions, module, 'view');

  return (
    <>
      <AppShell.Section className={classes.logoSection} data-rail={rail || undefined}>
        <Box component={Link} to="/" aria-label={t('nav.home')} display="flex" td="none" onClick={onNavigate}>
          {rail ? <img src="/brand/favicon.svg" alt="" height={30} width={30} /> : <BrandLogo height={30} />}
        </Box>
        {/* On phones the open sidebar covers the top bar and its burger, so it carries its own close. */}
        <CloseButton hiddenFrom="sm" size="lg" aria-label={t('nav.close')} onClick={onNavigate} />
      </AppShell.Section>

      <AppShell.Section grow component={ScrollArea} px={rail ? 'xs' : 'sm'} py="md">
        <nav aria-label={t('nav.main')}>
          <Stack gap={2}>
            {mainNavLinks
              .filter((link) => canView(link.module))
              .map((link) => (
                <SidebarLink
                  key={link.path}
                  label={t(link.label)}
                  to={link.path}
                  icon={link.icon}
                  onNavigate={onNavigate}
                  iconOnly={rail}
                />
              ))}
            {canView('quotations') && (
              <Box mt="sm">
                <LogisticsNavGroup counts={logisticsCounts} onNavigate={onNavigate} iconOnly={rail} />
              </Box>
            )}
          </Stack>
        </nav>
      </AppShell.Section>

      <AppShell.Section className={classes.userSection}>
        <UserMenu onNavigate={onNavigate} iconOnly={rail} />
      </AppShell.Section>
    </>
  );
}
