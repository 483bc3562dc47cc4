import { Box, Burger, Group, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GlobalSearchBox } from '../../features/search/GlobalSearchBox';
import { useT } from '../../shared/i18n/useT';
import { useDateFormat } from '../../shared/preferences/useDateFormat';
import { useUpdateOwnProfile } from '../../shared/preferences/useUpdateOwnProfile';
import { BrandLogo } from '../../shared/ui/BrandLogo';
import { TopBarIconButton } from '../../shared/ui/TopBarIconButton';
import { NewQuotationButton } from './NewQuotationButton';
import { NotificationBell } from './NotificationBell';

interface TopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
  /** The user's sidebar preference; undefined until the profile is read (no toggle shown yet). */
  sidebarCollapsed: boolean | undefined;
}

export function TopBar({ navOpened, onToggleNav, sidebarCollapsed }: TopBarProps) {
  const t = useT();
  const format = useDateFormat();
  const updateProfile = useUpdateOwnProfile();
  const sidebarLabel = t(sidebarCollapsed ? 'nav.expandSidebar' : 'nav.collapseSidebar');
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('nav.open')}
        />
        {sidebarCollapsed !== undefined && (
          <Tooltip label={sidebarLabel} withArrow>
            <TopBarIconButton
              visibleFrom="sm"
              aria-label={sidebarLabel}
              aria-pressed={sidebarCollapsed}
              onClick={() => updateProfile.mutate({ sidebar_collapsed: !sidebarCollapsed })}
            >
              {sidebarCollapsed ? (
                <IconLayoutSidebarLeftExpand size={20} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} />
              )}
            </TopBarIconButton>
          </Tooltip>
        )}
        {/* Phones hide the sidebar, and its logo with it, so the brand moves up here. */}
        <Box component={Link} to="/" hiddenFrom="sm" aria-label={t('nav.home')} display="flex" td="none">
          <BrandLogo height={26} />
        </Box>
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {format.longDay(new Date())}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NewQuotationButton />
        <GlobalSearchBox />
        <NotificationBell />
      </Group>
    </Group>
  );
}
