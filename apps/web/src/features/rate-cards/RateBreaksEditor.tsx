import { Group, Text } from '@mantine/core';
import { NumberField } from '../../shared/ui/NumberField';
import { RemoveRowButton, RowListEditor, type RowListProps } from './RowListEditor';
import { type BreakRow, rowKey } from './rateCardFormValues';

/** Weight breaks: from how many chargeable kg each rate per kg applies (0 is the -45 break). */
export function RateBreaksEditor(props: RowListProps<BreakRow>) {
  return (
    <RowListEditor
      {...props}
      name="breaks"
      heading="Weight breaks (rate per chargeable kg)"
      addLabel="Add break"
      newRow={() => ({ key: rowKey(), min_weight: null, rate: null })}
      footnote={
        <Text size="xs" c="dimmed">
          Breaks left without a rate are not saved.
        </Text>
      }
    >
      {(row, index, { change, remove, errorOf }) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <NumberField
            label={index === 0 ? 'From (kg)' : undefined}
            aria-label={`Break ${index + 1} from (kg)`}
            value={row.min_weight}
            onChange={(min_weight) => change({ min_weight })}
            min={0}
            error={errorOf('min_weight')}
            style={{ flex: 1 }}
          />
          <NumberField
            label={index === 0 ? 'Rate per kg' : undefined}
            aria-label={`Break ${index + 1} rate per kg`}
            value={row.rate}
            onChange={(rate) => change({ rate })}
            min={0}
            error={errorOf('rate')}
            style={{ flex: 1 }}
          />
          <RemoveRowButton label={`Remove break ${index + 1}`} mt={index === 0 ? 28 : 4} onClick={remove} />
        </Group>
      )}
    </RowListEditor>
  );
}
