import { SURCHARGE_BASES, SURCHARGE_BASIS_LABELS } from '@freight/domain';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { NumberField } from '../../shared/ui/NumberField';
import { QuotationDateInput } from '../quotations/form/QuotationDateInput';
import { rowKey, type SurchargeRow } from './rateCardFormValues';

interface SurchargesEditorProps {
  rows: SurchargeRow[];
  onChange: (rows: SurchargeRow[]) => void;
  errors: Record<string, string>;
}

const BASIS_OPTIONS = SURCHARGE_BASES.map((value) => ({ value, label: SURCHARGE_BASIS_LABELS[value] }));

/** Surcharges (fuel, security, terminal handling), each with its basis and its own validity. */
export function SurchargesEditor({ rows, onChange, errors }: SurchargesEditorProps) {
  const change = (index: number, patch: Partial<SurchargeRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const error = (index: number, field: string) => errors[`surcharges.${index}.${field}`];
  return (
    <Stack gap="xs">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No surcharges.
        </Text>
      )}
      {rows.map((row, index) => (
        <Paper key={row.key} withBorder p="sm" radius="sm">
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={500}>
              Surcharge {index + 1}
            </Text>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove surcharge ${index + 1}`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              label="Name"
              placeholder="Fuel, Security, THC"
              value={row.name}
              onChange={(event) => change(index, { name: event.currentTarget.value })}
              error={error(index, 'name')}
            />
            <NativeSelect
              label="Basis"
              data={BASIS_OPTIONS}
              value={row.basis}
              onChange={(event) =>
                change(index, { basis: event.currentTarget.value as SurchargeRow['basis'] })
              }
              error={error(index, 'basis')}
            />
            <NumberField
              label={row.basis === 'percent_of_freight' ? 'Percent' : 'Amount'}
              value={row.amount}
              onChange={(amount) => change(index, { amount })}
              min={0}
              error={error(index, 'amount')}
            />
            <QuotationDateInput
              label="Valid from"
              description="Blank: the card's"
              value={row.valid_from}
              onChange={(valid_from) => change(index, { valid_from })}
              error={error(index, 'valid_from')}
            />
            <QuotationDateInput
              label="Valid to"
              description="Blank: the card's"
              value={row.valid_to}
              onChange={(valid_to) => change(index, { valid_to })}
              error={error(index, 'valid_to')}
            />
          </SimpleGrid>
        </Paper>
      ))}
      {errors.surcharges && (
        <Text size="xs" c="red" role="alert">
          {errors.surcharges}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() =>
            onChange([
              ...rows,
              { key: rowKey(), name: '', basis: 'per_kg', amount: null, valid_from: null, valid_to: null },
            ])
          }
        >
          Add surcharge
        </Button>
      </Group>
    </Stack>
  );
}
