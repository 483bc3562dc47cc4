import { Group, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconRoute, IconShip, IconUsersGroup } from '@tabler/icons-react';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import classes from './LoginPage.module.css';

const highlights: { icon: typeof IconRoute; title: MessageId; text: MessageId }[] = [
  { icon: IconCalculator, title: 'brand.priceTitle', text: 'brand.priceText' },
  { icon: IconRoute, title: 'brand.followTitle', text: 'brand.followText' },
  { icon: IconUsersGroup, title: 'brand.deskTitle', text: 'brand.deskText' },
];

/** The left half of the login screen: what ShipDesk is for. Hidden on narrow screens. */
export function LoginBrandPanel() {
  const t = useT();
  return (
    <aside className={classes.brand}>
      <Group gap="sm">
        <div className={classes.brandMark}>
          <IconShip size={24} stroke={1.8} />
        </div>
        <Text fw={700} fz={22} lts={-0.3}>
          ShipDesk
        </Text>
      </Group>

      <Stack gap={36} maw={480}>
        <Stack gap="sm">
          <Title order={2} fz={36} lh={1.15} c="white">
            {t('brand.headline')}
          </Title>
          <Text fz="lg" c="indigo.1">
            {t('brand.intro')}
          </Text>
        </Stack>
        <Stack gap="lg">
          {highlights.map(({ icon: Icon, title, text }) => (
            <Group key={title} gap="md" wrap="nowrap" align="flex-start">
              <div className={classes.featureIcon}>
                <Icon size={20} stroke={1.7} />
              </div>
              <div>
                <Text fw={600}>{t(title)}</Text>
                <Text size="sm" c="indigo.1">
                  {t(text)}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Stack>

      <Text size="sm" c="indigo.2">
        ShipDesk · {t('brand.tagline')}
      </Text>
    </aside>
  );
}
