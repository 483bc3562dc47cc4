import { SURCHARGE_BASES, SURCHARGE_BASIS_LABELS } from '@freight/domain';
import { Group, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { NumberField } from '../../shared/ui/NumberField';
import { RemoveRowButton, type RowEdit, RowListEditor, type RowListProps } from './RowListEditor';
import { rowKey, type SurchargeRow } from './rateCardFormValues';
import { ValidityFields } from './ValidityFields';

const BASIS_OPTIONS = SURCHARGE_BASES.map((value) => ({ value, label: SURCHARGE_BASIS_LABELS[value] }));

const blankSurcharge = (): SurchargeRow => ({
  key: rowKey(),
  name: '',
  basis: 'per_kg',
  amount: null,
  valid_from: null,
  valid_to: null,
});

/** Surcharges (fuel, security, terminal handling), each with its basis and its own validity. */
export function SurchargesEditor(props: RowListProps<SurchargeRow>) {
  return (
    <RowListEditor
      {...props}
      name="surcharges"
      empty={
        <Text size="sm" c="dimmed">
          No surcharges.
        </Text>
      }
      addLabel="Add surcharge"
      newRow={blankSurcharge}
    >
      {(row, index, edit) => <SurchargeFields key={row.key} row={row} index={index} edit={edit} />}
    </RowListEditor>
  );
}

interface SurchargeFieldsProps {
  row: SurchargeRow;
  index: number;
  edit: RowEdit<SurchargeRow>;
}

/** One surcharge's name, basis, amount and validity, in a box of its own. */
function SurchargeFields({ row, index, edit: { change, remove, errorOf: error } }: SurchargeFieldsProps) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={500}>
          Surcharge {index + 1}
        </Text>
        <RemoveRowButton label={`Remove surcharge ${index + 1}`} onClick={remove} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <TextInput
          label="Name"
          placeholder="Fuel, Security, THC"
          value={row.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={error('name')}
        />
        <NativeSelect
          label="Basis"
          data={BASIS_OPTIONS}
          value={row.basis}
          onChange={(event) => change({ basis: event.currentTarget.value as SurchargeRow['basis'] })}
          error={error('basis')}
        />
        <NumberField
          label={row.basis === 'percent_of_freight' ? 'Percent' : 'Amount'}
          value={row.amount}
          onChange={(amount) => change({ amount })}
          min={0}
          error={error('amount')}
        />
        <ValidityFields values={row} onChange={change} errors={error} description="Blank: the card's" />
      </SimpleGrid>
    </Paper>
  );
}
