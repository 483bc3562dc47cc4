import { endpointPath, journalExportApi, journalExportQuerySchema, todayIso } from '@freight/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { buildQueryString } from '../../shared/api/buildQueryString';
import { downloadFromApi } from '../../shared/api/downloadFromApi';
import { CalendarDateInput } from '../../shared/forms/CalendarDateInput';
import { useT } from '../../shared/i18n/useT';
import { translateFieldErrors } from '../../shared/i18n/validationMessages';
import { usePermission } from '../auth/session/usePermission';

type Period = { from: string | null; to: string | null };

/** The month so far: what an accountant most often books. */
function thisMonth(): Period {
  const today = todayIso();
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * 'Journal (CSV)' on the Invoices screen: downloads the double-entry journal of a period (the invoices and
 * credit notes issued and the payments received in it), for users who may see invoices.
 */
export function JournalExportButton() {
  const t = useT();
  const canView = usePermission('invoices', 'view');
  const [open, setOpen] = useState(false);
  if (!canView) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => setOpen(true)}>
        {t('invoices.journalButton')}
      </Button>
      {open && <JournalExportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function JournalExportDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [period, setPeriod] = useState<Period>(thisMonth);
  const [errors, setErrors] = useState<Partial<Record<keyof Period, string>>>({});
  const download = useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) =>
      downloadFromApi(
        `${endpointPath(journalExportApi.journal.path)}${buildQueryString({ from, to })}`,
        `journal-${from}-to-${to}.csv`,
      ),
    onSuccess: onClose,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = journalExportQuerySchema.safeParse(period);
    if (!parsed.success) {
      setErrors(
        translateFieldErrors(
          Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
        ),
      );
      return;
    }
    setErrors({});
    download.mutate(parsed.data);
  }

  const field = (name: keyof Period, label: string) => (
    <CalendarDateInput
      label={label}
      required
      value={period[name]}
      error={errors[name]}
      onChange={(value) => setPeriod((current) => ({ ...current, [name]: value }))}
    />
  );
  return (
    <Modal opened onClose={onClose} title={t('invoices.journalTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('invoices.journalIntro')}
          </Text>
          {field('from', t('invoices.journalFrom'))}
          {field('to', t('invoices.journalTo'))}
          {download.isError && (
            <Alert color="red" py={6}>
              {apiErrorMessage(download.error, t('invoices.journalFailed'))}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('invoices.cancel')}
            </Button>
            <Button type="submit" loading={download.isPending}>
              {t('invoices.download')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
