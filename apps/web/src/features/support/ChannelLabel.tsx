import type { InteractionChannel } from '@freight/domain';
import { Group, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconDots,
  IconMail,
  IconMapPin,
  IconPhone,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useT } from '../../shared/i18n/useT';
import { INTERACTION_CHANNEL_MESSAGES } from './interactionMessages';

const CHANNEL_ICONS: Record<InteractionChannel, ComponentType<IconProps>> = {
  WhatsApp: IconBrandWhatsapp,
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  Email: IconMail,
  Calls: IconPhone,
  'On site': IconMapPin,
  Other: IconDots,
};

/** A channel as the Support list shows it: its icon, then its name. */
export function ChannelLabel({ channel }: { channel: InteractionChannel }) {
  const t = useT();
  const Icon = CHANNEL_ICONS[channel];
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} stroke={1.7} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t(INTERACTION_CHANNEL_MESSAGES[channel])}
      </Text>
    </Group>
  );
}
