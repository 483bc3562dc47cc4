import {
  addDays,
  isExtensionDateAllowed,
  type QuotationWithAddresses,
  todayIso,
  VALIDITY_MESSAGES,
} from '@freight/domain';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/ApiError';
import { apiErrorMessage } from '../../../shared/api/apiErrorMessage';
import { CalendarDateInput } from '../../../shared/forms/CalendarDateInput';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { useDateFormat } from '../../../shared/preferences/useDateFormat';
import { useExtendValidity } from './useExtendValidity';

/**
 * 'Extend validity' for an open quotation (the caller shows it to those with quotations:edit): a new
 * valid-until date from today on. Prominent when the quotation has expired.
 */
export function ExtendValidity({ quotation }: { quotation: QuotationWithAddresses }) {
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
    if (!date) return setError('Please choose the new valid-until date');
    if (!isExtensionDateAllowed(date)) return setError(VALIDITY_MESSAGES.notBeforeToday);
    extend.mutate(date, {
      onSuccess: (updated) => {
        setOpened(false);
        notifications.show({
          color: 'green',
          title: 'Validity extended',
          message: `${updated.quotation_number} is valid until ${format.date(updated.valid_until_date)}.`,
        });
      },
      onError: (failure) => {
        const field = ApiError.is(failure) ? failure.fields.valid_until_date : undefined;
        setError(field ?? apiErrorMessage(failure, 'Could not extend the validity. Please try again.'));
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
        Extend validity
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Extend validity" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {quotation.expired
                ? `${quotation.quotation_number} expired after ${format.date(quotation.valid_until_date)}.`
                : `${quotation.quotation_number} is valid until ${format.date(quotation.valid_until_date)}.`}{' '}
              Its acceptance link works again until the new date.
            </Text>
            <CalendarDateInput
              label="New valid-until date"
              value={date}
              onChange={(value) => {
                setDate(value);
                setError(undefined);
              }}
              error={error}
              required
            />
            <FormFooter
              submitLabel="Extend validity"
              busy={extend.isPending}
              onCancel={() => setOpened(false)}
            />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
