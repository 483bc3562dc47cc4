import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { usePermission } from '../auth/session/usePermission';

function Block({ height }: { height: number }) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Skeleton height={14} width="45%" />
        <Skeleton height={height} />
      </Stack>
    </Paper>
  );
}

const when = (allowed: boolean, names: string[]) => (allowed ? names : []);

/** The dashboard's shape while its figures load: only the cards this user will see. */
export function DashboardSkeleton() {
  const t = useT();
  const quotations = usePermission('quotations', 'view');
  const contacts = usePermission('contacts', 'view');
  const support = usePermission('support', 'view');
  const tasks = usePermission('tasks', 'view');
  const rows = [
    {
      name: 'tiles',
      cols: { base: 1, xs: 2, lg: 4 },
      height: 48,
      cards: [...when(quotations, ['revenue', 'active', 'orders']), ...when(contacts, ['contacts'])],
    },
    {
      name: 'charts',
      cols: { base: 1, md: 2, lg: 3 },
      height: 160,
      cards: [...when(quotations, ['pipeline', 'win-rate']), ...when(support, ['channels'])],
    },
    {
      name: 'lists',
      cols: { base: 1, lg: 2 },
      height: 180,
      cards: [
        ...when(quotations, ['expiring']),
        ...when(tasks, ['tasks']),
        ...when(quotations, ['recent']),
        ...when(support, ['interactions']),
      ],
    },
  ];
  return (
    <Stack gap="md" role="status" aria-label={t('dashboard.loading')}>
      {rows
        .filter((row) => row.cards.length > 0)
        .map((row) => (
          <SimpleGrid key={row.name} cols={row.cols} spacing="md">
            {row.cards.map((card) => (
              <Block key={card} height={row.height} />
            ))}
          </SimpleGrid>
        ))}
    </Stack>
  );
}
