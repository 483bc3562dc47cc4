import { incotermLabel, type QuotationWithAddresses } from '@freight/domain';
import { Badge, Grid, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { money } from '../../../shared/format/money';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { DetailCard } from '../../../shared/ui/DetailCard';

const PRIORITY_COLORS = { Low: 'gray', Medium: 'blue', High: 'red' } as const;

/** Who the quotation is for and what it is about: the fields of the quotation form, for reading. */
export function QuotationOverviewCard({ quotation }: { quotation: QuotationWithAddresses }) {
  const format = useDateFormat();
  const company = quotation.contact_id_related?.company_name;
  return (
    <DetailCard title="Client & Project" icon={<IconFileDescription size={18} />} color="indigo">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Field label="Client">{quotation.client_name || '—'}</Field>
            {company && <Field label="Company">{company}</Field>}
            <Field label="Email">{quotation.client_email || '—'}</Field>
            <Field label="Phone">{quotation.client_phone || '—'}</Field>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Field label="Estimated value">{money(quotation.estimated_value, quotation.currency)}</Field>
            <Field label="Priority">
              <Badge variant="dot" color={PRIORITY_COLORS[quotation.priority]} tt="none">
                {quotation.priority}
              </Badge>
            </Field>
            <Field label="Deadline">{format.date(quotation.deadline)}</Field>
            <Field label="Validity">{`${quotation.validity_days} days`}</Field>
            <Field label="Incoterm">
              {quotation.incoterm
                ? [incotermLabel(quotation.incoterm), quotation.incoterm_place].filter(Boolean).join(', ')
                : '—'}
            </Field>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Field label="Project description">{quotation.project_description || '—'}</Field>
            <Field label="Notes">{quotation.notes || '—'}</Field>
          </Stack>
        </Grid.Col>
      </Grid>
    </DetailCard>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}
