import {
  EXPIRABLE_STATUSES,
  nextStatus,
  type QuotationStatus,
  type QuotationWithAddresses,
  quotationListPage,
} from '@freight/domain';
import { Badge, Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCalendar,
  IconCalendarDue,
  IconPencil,
  IconUser,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useGoBack } from '../../../shared/hooks/useGoBack';
import { useT } from '../../../shared/i18n/useT';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { usePermission } from '../../auth/session/usePermission';
import { QuotationShipmentLink } from '../../shipments/QuotationShipmentLink';
import { QuotationDocumentsButton } from '../documents/QuotationDocumentsButton';
import { QuotationHistoryButton } from '../history/QuotationHistoryButton';
import { NEXT_STEP_MESSAGES } from '../quotationChoiceMessages';
import { quoteNumberText } from '../quoteNumberText';
import { ReviseQuoteButton } from '../revisions/ReviseQuoteButton';
import { SendQuoteButton } from '../send/SendQuoteButton';
import { ExpiredBadge } from '../status/ExpiredBadge';
import { ExtendValidity } from '../status/ExtendValidity';
import { LostReasonModal } from '../status/LostReasonModal';
import { QuotationStatusBadge } from '../status/QuotationStatusBadge';
import { QuotationStatusSelect } from '../status/QuotationStatusSelect';
import { useQuotationStatusChange } from '../status/useQuotationStatusChange';
import classes from './QuotationDetailHeader.module.css';
import { QuotePdfButtons } from './QuotePdfButtons';
import { useHideOnScroll } from './useHideOnScroll';

/**
 * The detail page's sticky header: number, dates, status, and the actions (Back, status dropdown, Edit, and
 * the next workflow step). It steps out of the way while the user scrolls down through the page.
 */
export function QuotationDetailHeader({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const hidden = useHideOnScroll(50);
  // A superseded revision is read-only: nothing on it can change.
  const canEdit = usePermission('quotations', 'edit') && !quotation.superseded;
  const { changeStatus, pending, pendingStatus } = useQuotationStatusChange(quotation);
  const goBack = useGoBack(quotationListPage(quotation.status).path);
  const next = nextStatus(quotation.status);
  const nextLabel = NEXT_STEP_MESSAGES[quotation.status];
  const [askLostReason, setAskLostReason] = useState(false);
  const open = (EXPIRABLE_STATUSES as readonly string[]).includes(quotation.status);
  // Cancelling asks why the quotation was lost first; the status stays until the reason is given.
  const chooseStatus = (status: QuotationStatus) => {
    if (status === 'Cancelled' && quotation.status !== 'Cancelled') setAskLostReason(true);
    else changeStatus(status);
  };

  return (
    <Box className={classes.header} data-hidden={hidden || undefined} data-testid="quotation-header">
      <Paper withBorder shadow="sm" px="lg" py="md">
        <Group justify="space-between" align="center" gap="md">
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 22, sm: 26 }} lh={1.2}>
              {quoteNumberText(quotation)}
            </Title>
            {quotation.superseded && (
              <Badge color="orange" variant="filled" size="lg" radius="sm" tt="none">
                {t('revisions.superseded')}
              </Badge>
            )}
            {/* The dropdown shows the status to those who may change it; the others get the badge. */}
            {!canEdit && <QuotationStatusBadge status={quotation.status} size="lg" />}
            {quotation.expired && <ExpiredBadge size="lg" />}
          </Group>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
              {t('quotations.back')}
            </Button>
            <QuotationShipmentLink quotationId={quotation.id} />
            <QuotationDocumentsButton quotation={quotation} />
            <QuotationHistoryButton quotation={quotation} />
            <QuotePdfButtons quotationId={quotation.id} />
            {!quotation.superseded && <SendQuoteButton quotation={quotation} />}
            {/* An accepted quote offers Revise in its Accepted banner, beside why its offer is locked. */}
            {!quotation.accepted_at && <ReviseQuoteButton quotation={quotation} />}
            {canEdit && (
              <QuotationStatusSelect value={quotation.status} onChange={chooseStatus} disabled={pending} />
            )}
            {canEdit && open && <ExtendValidity quotation={quotation} />}
            {canEdit && (
              <Button
                component={Link}
                to={`/quotations/${quotation.id}/edit`}
                variant="default"
                leftSection={<IconPencil size={16} />}
              >
                {t('quotations.edit')}
              </Button>
            )}
            {canEdit && next && nextLabel && (
              <Button
                rightSection={<IconArrowRight size={16} />}
                loading={pending && pendingStatus === next}
                disabled={pending}
                onClick={() => changeStatus(next)}
              >
                {t(nextLabel)}
              </Button>
            )}
          </Group>
        </Group>
        <QuotationHeaderMeta quotation={quotation} />
      </Paper>
      <LostReasonModal
        opened={askLostReason}
        quotationNumber={quotation.quotation_number}
        onCancel={() => setAskLostReason(false)}
        onConfirm={(choice) => {
          setAskLostReason(false);
          changeStatus('Cancelled', choice);
        }}
      />
    </Box>
  );
}

/** The header's dates and client, in the reader's language and date format. */
function QuotationHeaderMeta({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const format = useDateFormat();
  return (
    <Group gap="lg" mt={8} className={classes.meta}>
      <Meta
        icon={<IconCalendar size={15} />}
        label={t('quotations.fieldDate')}
        value={format.date(quotation.start_date)}
      />
      <Meta
        icon={<IconCalendarDue size={15} />}
        label={t('quotations.validUntil')}
        value={format.date(quotation.valid_until_date)}
      />
      {quotation.client_name && (
        <Meta
          icon={<IconUser size={15} />}
          label={t('quotations.client')}
          value={quotation.client_name}
          data
        />
      )}
    </Group>
  );
}

/** A label and its value; `data` when the value is the record's own words (a name), not a message. */
function Meta({ icon, label, value, data }: { icon: ReactNode; label: string; value: string; data?: true }) {
  const t = useT();
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="dimmed">
        {t('quotations.metaLabel', { label })}{' '}
        <Text span size="sm" fw={500} data-i18n-ignore={data}>
          {value}
        </Text>
      </Text>
    </Group>
  );
}
