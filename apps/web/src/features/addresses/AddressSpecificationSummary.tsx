import {
  ADDRESS_DELIVERY_FLAGS,
  ADVANCE_NOTICE_LABELS,
  type AdvanceNoticePeriod,
  DESTINATION_ONLY_FLAGS,
  ELEVATOR_CAPACITY_LABELS,
  type ElevatorCapacity,
} from '@freight/domain';
import { Badge, Group, Paper, Text } from '@mantine/core';
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
  const hidden = new Set<string>(destination ? [] : DESTINATION_ONLY_FLAGS);
  const on = ADDRESS_DELIVERY_FLAGS.filter((flag) => values[flag] && !hidden.has(flag));
  const people = values.people_needed === '' ? 1 : values.people_needed;
  const steps = values.number_of_steps === '' ? 1 : values.number_of_steps;
  const elevator = values.elevator_capacity as ElevatorCapacity | '';
  const notice = values.advance_notice_period as AdvanceNoticePeriod | '';
  const facts = [
    `Floor ${values.floor_number === '' ? 1 : values.floor_number}`,
    `${people} ${Number(people) === 1 ? 'person' : 'people'} needed`,
    `${steps} ${Number(steps) === 1 ? 'step' : 'steps'}`,
    elevator && `Elevator: ${ELEVATOR_CAPACITY_LABELS[elevator] ?? elevator}`,
    notice && `Notice: ${ADVANCE_NOTICE_LABELS[notice] ?? notice}`,
  ].filter(Boolean);
  const invalid = ADDRESS_SPEC_FIELDS.some((field) => errors[field]);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--app-surface-subtle)"
      aria-label="Specifications summary"
      role="group"
    >
      <Text size="sm" c="dimmed" mb={6}>
        {facts.join(' · ')}
      </Text>
      <Group gap={6}>
        {on.length === 0 ? (
          <Text size="sm" c="dimmed">
            No delivery options selected
          </Text>
        ) : (
          on.slice(0, SHOWN).map((flag) => (
            <Badge key={flag} variant="light" color="teal" size="sm" radius="sm" tt="none">
              {addressFlagLabels[flag]}
            </Badge>
          ))
        )}
        {on.length > SHOWN && (
          <Badge variant="default" size="sm" radius="sm" tt="none">
            +{on.length - SHOWN} more
          </Badge>
        )}
      </Group>
      {invalid && (
        <Text size="sm" c="red" mt={6}>
          Some specifications need attention.
        </Text>
      )}
    </Paper>
  );
}
