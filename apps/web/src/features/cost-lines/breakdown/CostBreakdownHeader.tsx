import type { QuotationWithAddresses } from '@freight/domain';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { money } from '../../../shared/format/money';
import { useT } from '../../../shared/i18n/useT';

interface CostBreakdownHeaderProps {
  quotation: QuotationWithAddresses;
  /** Sum of the cost lines on screen. */
  totalCost: number;
}

function clientOf(quotation: QuotationWithAddresses): string {
  const contact = quotation.contact_id_related;
  const person = contact ? `${contact.name} ${contact.last_name}`.trim() : '';
  return quotation.client_name || contact?.company_name || person;
}

/** Back to the quotation, the quotation number, its client and the total cost. */
export function CostBreakdownHeader({ quotation, totalCost }: CostBreakdownHeaderProps) {
  const t = useT();
  useDocumentTitle(t('costLines.breakdownDocumentTitle', { number: quotation.quotation_number }));
  const client = clientOf(quotation);
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <Stack gap={6}>
        <Anchor
          component={Link}
          to={`/quotations/${quotation.id}`}
          size="sm"
          c="dimmed"
          underline="hover"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        >
          <IconArrowLeft size={14} />
          {t('costLines.backToQuotation', { number: quotation.quotation_number })}
        </Anchor>
        <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.2}>
          {t('costLines.breakdownTitle', { number: quotation.quotation_number })}
        </Title>
        <Text c="dimmed">{client ? t('costLines.costsFor', { client }) : t('costLines.costs')}</Text>
      </Stack>
      <Paper withBorder radius="md" px="lg" py="sm" bg="var(--app-accent-subtle)">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
          {t('costLines.totalCost')}
        </Text>
        <Text
          fz={24}
          fw={700}
          c="indigo"
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="header-total"
        >
          {money(totalCost, quotation.currency)}
        </Text>
      </Paper>
    </Group>
  );
}
