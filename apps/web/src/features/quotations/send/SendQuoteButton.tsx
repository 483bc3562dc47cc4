import { type QuotationWithAddresses, SENDABLE_STATUSES } from '@freight/domain';
import { Button, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { usePermission } from '../../auth/session/usePermission';
import { SendQuoteDialog } from './SendQuoteDialog';
import { useQuoteSendDraft } from './useQuoteSendDraft';

/**
 * 'Send quote' for those who may edit, while the quotation can still be sent. Without SMTP on the server the
 * button stays, disabled, and its tooltip says why.
 */
export function SendQuoteButton({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const canEdit = usePermission('quotations', 'edit');
  const sendable = (SENDABLE_STATUSES as readonly string[]).includes(quotation.status);
  const draft = useQuoteSendDraft(quotation.id, canEdit && sendable);
  const [open, setOpen] = useState(false);
  if (!canEdit || !sendable || !draft.data) return null;
  if (!draft.data.mail_enabled) {
    return (
      <Tooltip label={t('quoteSend.mailOff')} multiline w={260}>
        <span>
          <Button leftSection={<IconSend size={16} />} disabled aria-describedby="send-off-reason">
            {t('quoteSend.send')}
          </Button>
          <span id="send-off-reason" hidden>
            {t('quoteSend.mailOff')}
          </span>
        </span>
      </Tooltip>
    );
  }
  return (
    <>
      <Button leftSection={<IconSend size={16} />} onClick={() => setOpen(true)}>
        {t('quoteSend.send')}
      </Button>
      {open && (
        <SendQuoteDialog
          quotationId={quotation.id}
          quotationNumber={quotation.quotation_number}
          draft={draft.data}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
