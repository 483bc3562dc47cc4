import { Box, Burger, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../shared/ui/BrandLogo';
import { NotificationBell } from './NotificationBell';

interface TopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long' });

export function TopBar({ navOpened, onToggleNav }: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label="Open navigation"
        />
        {/* Phones hide the sidebar, and its logo with it, so the brand moves up here. */}
        <Box component={Link} to="/" hiddenFrom="sm" aria-label="ShipDesk home" display="flex" td="none">
          <BrandLogo height={26} />
        </Box>
        <Text size="sm" c="dimmed" visibleFrom="sm">
          {dayFormat.format(new Date())}
        </Text>
      </Group>
      <NotificationBell />
    </Group>
  );
}
