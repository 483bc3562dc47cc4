import {
  type CurrencyCode,
  canCredit,
  creditableAmount,
  currencyDigits,
  type Invoice,
  invoicesApi,
} from '@freight/domain';
import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/ApiError';
import { callApi } from '../../../shared/api/apiClient';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { money } from '../../../shared/format/money';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { FormModal, useDialogCloseGuard } from '../../../shared/forms/FormModal';
import { useT } from '../../../shared/i18n/useT';
import { translateValidation } from '../../../shared/i18n/validationMessages';
import { useInvoiceChange } from '../invoiceQueries';

interface CreditRow {
  line_id: number;
  description: string;
  /** What is left to credit of the line (its amount less earlier credit notes). */
  left: number;
  chosen: boolean;
  amount: number | string;
}

const rowsOf = (invoice: Invoice, currency: CurrencyCode): CreditRow[] =>
  invoice.lines
    .map((line) => ({ line, left: creditableAmount(line, currency) }))
    .filter(({ left }) => left > 0)
    .map(({ line, left }) => ({
      line_id: line.id,
      description: line.description,
      left,
      chosen: true,
      amount: left,
    }));

/** 'Make credit note': the dialog, opened by its caller. */
export function CreditNoteDialog({
  invoice,
  opened,
  onClose,
}: {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('creditNotes.dialogTitle', { number: invoice.number })}
      size="lg"
    >
      {opened && <CreditNoteForm invoice={invoice} onClose={onClose} />}
    </FormModal>
  );
}

/**
 * Every line with something left to credit, chosen at its whole remainder; the user unticks lines or lowers
 * amounts. Never more than is left (checked here and by the server, whose message goes under the amount).
 */
function CreditNoteForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const currency = invoice.currency as CurrencyCode;
  const [rows, setRows] = useState(() => rowsOf(invoice, currency));
  const [touched, setTouched] = useState(false);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const credit = useInvoiceChange((body: { lines?: { line_id: number; amount: number }[] }) =>
    callApi(invoicesApi.creditNote, { params: { id: invoice.id }, body }),
  );
  useDialogCloseGuard(touched && !credit.isPending);
  const chosen = rows.filter((row) => row.chosen);
  const change = (index: number, patch: Partial<CreditRow>) => {
    setTouched(true);
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
    setErrors(({ [index]: _gone, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const wrong: Record<number, string> = {};
    rows.forEach((row, index) => {
      if (row.chosen && !canCredit({ amount: row.left, credited: 0 }, Number(row.amount) || 0, currency)) {
        wrong[index] =
          Number(row.amount) > 0
            ? t('creditNotes.tooMuch', { line: row.description })
            : t('creditNotes.amountPositive');
      }
    });
    setErrors(wrong);
    if (Object.keys(wrong).length > 0) return;
    if (chosen.length === 0) return setFormError(t('creditNotes.chooseOne'));
    const whole = chosen.length === rows.length && rows.every((row) => Number(row.amount) === row.left);
    const body = whole
      ? {}
      : { lines: chosen.map((row) => ({ line_id: row.line_id, amount: Number(row.amount) })) };
    setFormError(null);
    credit.mutate(body, {
      onSuccess: (note) => {
        onClose();
        navigate(`/invoices/${note.id}`);
      },
      onError: (error) => {
        // The server names the sent line by its place among the chosen ones ('lines.0.amount'); its message is
        // worded again in the reader's language.
        const fields = ApiError.is(error) ? (error.fields ?? {}) : {};
        const mapped: Record<number, string> = {};
        for (const [path, message] of Object.entries(fields)) {
          const sent = chosen[Number(path.split('.')[1])];
          if (sent) mapped[rows.indexOf(sent)] = translateValidation(message);
        }
        setErrors(mapped);
        setFormError(
          Object.keys(mapped).length > 0 ? null : apiErrorMessage(error, t('creditNotes.makeFailed')),
        );
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('creditNotes.intro')}</Text>
        {rows.map((row, index) => (
          <Group key={row.line_id} align="flex-start" gap="sm" wrap="wrap">
            <Checkbox
              mt={30}
              miw={200}
              style={{ flex: 1 }}
              label={<span data-i18n-ignore>{row.description}</span>}
              description={t('creditNotes.leftToCredit', { amount: money(row.left, currency) })}
              checked={row.chosen}
              onChange={(event) => change(index, { chosen: event.currentTarget.checked })}
            />
            <NumberInput
              label={t('creditNotes.amountToCredit', { line: row.description })}
              w={200}
              min={0}
              decimalScale={currencyDigits(currency)}
              disabled={!row.chosen}
              value={row.amount}
              error={errors[index]}
              onChange={(value) => change(index, { amount: value })}
            />
          </Group>
        ))}
        <FormFooter
          submitLabel={t('creditNotes.make')}
          busy={credit.isPending}
          error={formError}
          onCancel={onClose}
          mt="sm"
        />
      </Stack>
    </form>
  );
}
