import { addDays, isExtensionDateAllowed, type QuotationWithAddresses, todayIso } from '@freight/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/ApiError';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { useT } from '../../../shared/i18n/useT';
import { translateValidation } from '../../../shared/i18n/validationMessages';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { useExtendValidity } from './useExtendValidity';

/**
 * 'Extend validity' for an open quotation (the caller shows it to those with quotations:edit): a new
 * valid-until date from today on. Prominent when the quotation has expired.
 */
export function ExtendValidity({ quotation }: { quotation: QuotationWithAddresses }) {
  const t = useT();
  const format = useDateFormat();
  const [opened, setOpened] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const extend = useExtendValidity(quotation.id);

  const open = () => {
    setDate(addDays(todayIso(), 30));
    setError(undefined);
    setOpened(true);
  };

  const submit = () => {
    if (!date) return setError(t('quotations.extendDateRequired'));
    if (!isExtensionDateAllowed(date)) return setError(t('quotations.validUntilNotBeforeToday'));
    extend.mutate(date, {
      onSuccess: (updated) => {
        setOpened(false);
        notifications.show({
          color: 'green',
          title: t('quotations.validityExtended'),
          message: t('quotations.validUntilText', {
            number: updated.quotation_number,
            date: format.date(updated.valid_until_date),
          }),
        });
      },
      onError: (failure) => {
        const field = ApiError.is(failure) ? failure.fields.valid_until_date : undefined;
        setError(field ? translateValidation(field) : apiErrorMessage(failure, t('quotations.extendFailed')));
      },
    });
  };

  return (
    <>
      <Button
        variant={quotation.expired ? 'filled' : 'default'}
        color={quotation.expired ? 'orange' : undefined}
        leftSection={<IconCalendarPlus size={16} />}
        onClick={open}
      >
        {t('quotations.extendValidity')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('quotations.extendValidity')} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {t(quotation.expired ? 'quotations.expiredAfterText' : 'quotations.validUntilText', {
                number: quotation.quotation_number,
                date: format.date(quotation.valid_until_date),
              })}{' '}
              {t('quotations.extendExplanation')}
            </Text>
            <CalendarDateInput
              label={t('quotations.newValidUntil')}
              value={date}
              onChange={(value) => {
                setDate(value);
                setError(undefined);
              }}
              error={error}
              required
            />
            <FormFooter
              submitLabel={t('quotations.extendValidity')}
              busy={extend.isPending}
              onCancel={() => setOpened(false)}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
