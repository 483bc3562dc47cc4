import {
  ADDRESS_DELIVERY_FLAGS,
  type AdvanceNoticePeriod,
  DESTINATION_ONLY_FLAGS,
  type ElevatorCapacity,
} from '@freight/domain';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { ADVANCE_NOTICE_MESSAGES, ELEVATOR_CAPACITY_MESSAGES } from './addressChoiceMessages';
import { addressFlagLabels } from './addressFlagLabels';
import type { AddressFormErrors, AddressFormValues } from './addressFormValues';
import { ADDRESS_SPEC_FIELDS } from './addressSpecFields';

interface AddressSpecificationSummaryProps {
  values: AddressFormValues;
  errors: AddressFormErrors;
  destination: boolean;
}

/** Options named in the summary; the rest are counted, as a dozen badges would drown the card. */
const SHOWN = 5;

/** The specifications at a glance, so the dialog need not be opened to check them. */
export function AddressSpecificationSummary({
  values,
  errors,
  destination,
}: AddressSpecificationSummaryProps) {
  const t = useT();
  const hidden = new Set<string>(destination ? [] : DESTINATION_ONLY_FLAGS);
  const on = ADDRESS_DELIVERY_FLAGS.filter((flag) => values[flag] && !hidden.has(flag));
  const people = values.people_needed === '' ? 1 : values.people_needed;
  const steps = values.number_of_steps === '' ? 1 : values.number_of_steps;
  const elevator = values.elevator_capacity as ElevatorCapacity | '';
  const notice = values.advance_notice_period as AdvanceNoticePeriod | '';
  const facts = [
    t('addresses.summaryFloor', { floor: String(values.floor_number === '' ? 1 : values.floor_number) }),
    t('addresses.summaryPeople', { count: Number(people) }),
    t('addresses.summarySteps', { count: Number(steps) }),
    elevator &&
      t('addresses.summaryElevator', {
        capacity: ELEVATOR_CAPACITY_MESSAGES[elevator] ? t(ELEVATOR_CAPACITY_MESSAGES[elevator]) : elevator,
      }),
    notice &&
      t('addresses.summaryNotice', {
        period: ADVANCE_NOTICE_MESSAGES[notice] ? t(ADVANCE_NOTICE_MESSAGES[notice]) : notice,
      }),
  ].filter(Boolean);
  const invalid = ADDRESS_SPEC_FIELDS.some((field) => errors[field]);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--app-surface-subtle)"
      aria-label={t('addresses.summaryLabel')}
      role="group"
    >
      <Text size="sm" c="dimmed" mb={6}>
        {facts.join(' · ')}
      </Text>
      <Group gap={6}>
        {on.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('addresses.summaryNoOptions')}
          </Text>
        ) : (
          on.slice(0, SHOWN).map((flag) => (
            <Badge key={flag} variant="light" color="teal" size="sm" radius="sm" tt="none">
              {t(addressFlagLabels[flag])}
            </Badge>
          ))
        )}
        {on.length > SHOWN && (
          <Badge variant="default" size="sm" radius="sm" tt="none">
            {t('addresses.summaryMore', { count: on.length - SHOWN })}
          </Badge>
        )}
      </Group>
      {invalid && (
        <Text size="sm" c="red" mt={6}>
          {t('addresses.summaryAttention')}
        </Text>
      )}
    </Paper>
  );
}
