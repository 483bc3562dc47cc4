import type { QuotationWithAddresses } from '@freight/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopyPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { useT } from '../../../shared/i18n/useT';
import { usePermission } from '../../auth/session/usePermission';
import { quoteNumberText } from '../quoteNumberText';
import { useQuoteSends } from '../send/useQuoteSends';
import { useReviseQuotation } from './useReviseQuotation';

/**
 * 'Revise' on a sent, current quotation (quotations:edit): after a confirmation it makes the next revision and
 * opens it. The revised one becomes read-only and its acceptance link stops working.
 */
export function ReviseQuoteButton({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const canEdit = usePermission('quotations', 'edit');
  const sends = useQuoteSends(quotation.id, canEdit && !quotation.superseded);
  const revise = useReviseQuotation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!canEdit || quotation.superseded || !sends.data || sends.data.total === 0) return null;
  const next = quoteNumberText({
    quotation_number: quotation.quotation_number,
    revision: quotation.revision + 1,
  });

  function confirm() {
    revise.mutate(quotation.id, {
      onSuccess: (revision) => {
        setOpen(false);
        notifications.show({
          color: 'green',
          title: t('revisions.created', { number: quoteNumberText(revision) }),
          message: '',
        });
        navigate(`/quotations/${revision.id}`);
      },
    });
  }

  return (
    <>
      <Button variant="default" leftSection={<IconCopyPlus size={16} />} onClick={() => setOpen(true)}>
        {t('revisions.revise')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('revisions.confirmTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('revisions.confirmText', { next, current: quoteNumberText(quotation) })}</Text>
          {revise.isError && (
            <Text size="sm" c="red.7" role="alert">
              {apiErrorMessage(revise.error, t('revisions.failed'))}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)} disabled={revise.isPending}>
              {t('quoteSend.cancel')}
            </Button>
            <Button onClick={confirm} loading={revise.isPending}>
              {t('revisions.revise')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
