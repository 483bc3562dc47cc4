import type { DashboardQuotation } from '@freight/domain';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { money } from '../../shared/format/money';
import { useT } from '../../shared/i18n/useT';
import { quoteNumberText } from '../quotations/quoteNumberText';
import { QuotationStatusBadge } from '../quotations/status/QuotationStatusBadge';
import { DashboardCard } from './DashboardCard';
import { DashboardRow } from './DashboardRow';

interface QuotationRowsCardProps {
  title: string;
  caption?: string;
  to: string;
  rows: DashboardQuotation[];
  empty: string;
  /** The date line under each row's client. */
  dateLine: (row: DashboardQuotation) => string;
  footer?: ReactNode;
}

/** A few quotations, each opening its detail page (recent ones, or those about to expire). */
export function QuotationRowsCard({
  title,
  caption,
  to,
  rows,
  empty,
  dateLine,
  footer,
}: QuotationRowsCardProps) {
  const t = useT();
  return (
    <DashboardCard title={title} caption={caption} to={to}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={2}>
          {rows.map((row) => (
            <DashboardRow
              key={row.id}
              to={`/quotations/${row.id}`}
              title={`${quoteNumberText(row)} · ${row.client_name || t('dashboard.noClient')}`}
              subtitle={dateLine(row)}
              aside={
                <>
                  <Text size="sm" fw={600}>
                    {money(row.total_cost, row.currency)}
                  </Text>
                  <QuotationStatusBadge status={row.status} size="sm" />
                </>
              }
            />
          ))}
        </Stack>
      )}
      {footer}
    </DashboardCard>
  );
}
