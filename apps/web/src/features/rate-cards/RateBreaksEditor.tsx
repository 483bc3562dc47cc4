import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { NumberField } from '../../shared/ui/NumberField';
import { type BreakRow, rowKey } from './rateCardFormValues';

interface RateBreaksEditorProps {
  rows: BreakRow[];
  onChange: (rows: BreakRow[]) => void;
  /** Errors by path (`breaks`, `breaks.2.rate`). */
  errors: Record<string, string>;
}

/** Weight breaks: from how many chargeable kg each rate per kg applies (0 is the -45 break). */
export function RateBreaksEditor({ rows, onChange, errors }: RateBreaksEditorProps) {
  const change = (index: number, patch: Partial<BreakRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Weight breaks (rate per chargeable kg)
      </Text>
      {rows.map((row, index) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <NumberField
            label={index === 0 ? 'From (kg)' : undefined}
            aria-label={`Break ${index + 1} from (kg)`}
            value={row.min_weight}
            onChange={(min_weight) => change(index, { min_weight })}
            min={0}
            error={errors[`breaks.${index}.min_weight`]}
            style={{ flex: 1 }}
          />
          <NumberField
            label={index === 0 ? 'Rate per kg' : undefined}
            aria-label={`Break ${index + 1} rate per kg`}
            value={row.rate}
            onChange={(rate) => change(index, { rate })}
            min={0}
            error={errors[`breaks.${index}.rate`]}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={index === 0 ? 28 : 4}
            aria-label={`Remove break ${index + 1}`}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errors.breaks && (
        <Text size="xs" c="red" role="alert">
          {errors.breaks}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...rows, { key: rowKey(), min_weight: null, rate: null }])}
        >
          Add break
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Breaks left without a rate are not saved.
      </Text>
    </Stack>
  );
}
