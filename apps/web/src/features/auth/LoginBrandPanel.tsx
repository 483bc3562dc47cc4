import { Group, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconRoute, IconShip, IconUsersGroup } from '@tabler/icons-react';
import classes from './LoginPage.module.css';

const highlights = [
  {
    icon: IconCalculator,
    title: 'Price cargo with confidence',
    text: 'CBM, weight and cost lines add up for you, line by line.',
  },
  {
    icon: IconRoute,
    title: 'Follow every quote to delivery',
    text: 'From pending to client review, active order and completed.',
  },
  {
    icon: IconUsersGroup,
    title: 'Keep the whole desk in one place',
    text: 'Contacts, support interactions, tasks and documents.',
  },
];

/** The left half of the login screen: what ShipDesk is for. Hidden on narrow screens. */
export function LoginBrandPanel() {
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
            Build shipping quotations in minutes, not hours.
          </Title>
          <Text fz="lg" c="indigo.1">
            The back office for your freight desk: quote, review and ship from one workspace.
          </Text>
        </Stack>
        <Stack gap="lg">
          {highlights.map(({ icon: Icon, title, text }) => (
            <Group key={title} gap="md" wrap="nowrap" align="flex-start">
              <div className={classes.featureIcon}>
                <Icon size={20} stroke={1.7} />
              </div>
              <div>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="indigo.1">
                  {text}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Stack>

      <Text size="sm" c="indigo.2">
        ShipDesk · Freight quotations back office
      </Text>
    </aside>
  );
}
