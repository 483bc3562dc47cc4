import { RATE_CARD_CONTAINER_TYPES } from '@freight/domain';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { NumberField } from '../../shared/ui/NumberField';
import { type ContainerRow, rowKey } from './rateCardFormValues';

interface ContainerRatesEditorProps {
  rows: ContainerRow[];
  onChange: (rows: ContainerRow[]) => void;
  errors: Record<string, string>;
}

/** A rate per container of each type the carrier quotes (Sea FCL). */
export function ContainerRatesEditor({ rows, onChange, errors }: ContainerRatesEditorProps) {
  const change = (index: number, patch: Partial<ContainerRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const unused = RATE_CARD_CONTAINER_TYPES.find((type) => !rows.some((r) => r.container_type === type));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Container rates
      </Text>
      {rows.length === 0 && (
        <Text size="xs" c="dimmed">
          None: add one per container type for full-container loads.
        </Text>
      )}
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            aria-label={`Container ${index + 1} type`}
            data={[...RATE_CARD_CONTAINER_TYPES]}
            value={row.container_type}
            onChange={(event) => change(index, { container_type: event.currentTarget.value })}
            error={errors[`container_rates.${index}.container_type`]}
            style={{ flex: 1 }}
          />
          <NumberField
            aria-label={`Container ${index + 1} rate`}
            placeholder="Rate per container"
            value={row.rate}
            onChange={(rate) => change(index, { rate })}
            min={0}
            error={errors[`container_rates.${index}.rate`]}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            aria-label={`Remove container rate ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errors.container_rates && (
        <Text size="xs" c="red" role="alert">
          {errors.container_rates}
        </Text>
      )}
      {unused && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...rows, { key: rowKey(), container_type: unused, rate: null }])}
          >
            Add container rate
          </Button>
        </Group>
      )}
    </Stack>
  );
}
