import type { QuotationWithAddresses } from '@freight/domain';
import { Badge, Grid, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { money } from '../../../shared/format/money';
import { incotermName } from '../../../shared/i18n/incotermMessages';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { DetailCard } from '../../../shared/ui/DetailCard';
import { QUOTATION_PRIORITY_MESSAGES } from '../quotationChoiceMessages';

const PRIORITY_COLORS = { Low: 'gray', Medium: 'blue', High: 'red' } as const;

/** Who the quotation is for and what it is about: the fields of the quotation form, for reading. */
export function QuotationOverviewCard({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const format = useDateFormat();
  const company = quotation.contact_id_related?.company_name;
  return (
    <DetailCard
      title={t('quotations.clientAndProject')}
      icon={<IconFileDescription size={18} />}
      color="indigo"
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Field label={t('quotations.client')} data>
              {quotation.client_name || '—'}
            </Field>
            {company && (
              <Field label={t('quotations.company')} data>
                {company}
              </Field>
            )}
            <Field label={t('quotations.email')} data>
              {quotation.client_email || '—'}
            </Field>
            <Field label={t('quotations.phone')} data>
              {quotation.client_phone || '—'}
            </Field>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Field label={t('quotations.estimatedValue')}>
              {money(quotation.estimated_value, quotation.currency)}
            </Field>
            <Field label={t('quotations.fieldPriority')}>
              <Badge variant="dot" color={PRIORITY_COLORS[quotation.priority]} tt="none">
                {t(QUOTATION_PRIORITY_MESSAGES[quotation.priority])}
              </Badge>
            </Field>
            <Field label={t('quotations.fieldDeadline')}>{format.date(quotation.deadline)}</Field>
            <Field label={t('quotations.validity')}>
              {t('quotations.validityDays', { count: quotation.validity_days })}
            </Field>
            <Field label={t('quotations.fieldIncoterm')}>
              {quotation.incoterm
                ? [incotermName(quotation.incoterm, t), quotation.incoterm_place].filter(Boolean).join(', ')
                : '—'}
            </Field>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Field label={t('quotations.projectDescription')} data>
              {quotation.project_description || '—'}
            </Field>
            <Field label={t('quotations.fieldNotes')} data>
              {quotation.notes || '—'}
            </Field>
          </Stack>
        </Grid.Col>
      </Grid>
    </DetailCard>
  );
}

/** A labelled value; `data` when it is the record's own words (a name, an address, free text). */
function Field({ label, children, data }: { label: string; children: ReactNode; data?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={0.4}>
        {label}
      </Text>
      <Text
        size="sm"
        component="div"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-i18n-ignore={data || undefined}
      >
        {children}
      </Text>
    </Stack>
  );
}
