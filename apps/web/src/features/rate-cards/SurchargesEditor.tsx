import { SURCHARGE_BASES, type SurchargeBasis } from '@freight/domain';
import { Group, NativeSelect, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { MessageId } from '../../shared/i18n/i18n';
import { useT } from '../../shared/i18n/useT';
import { NumberField } from '../../shared/ui/NumberField';
import { RemoveRowButton, type RowEdit, RowListEditor, type RowListProps } from './RowListEditor';
import { rowKey, type SurchargeRow } from './rateCardFormValues';
import { ValidityFields } from './ValidityFields';

/** Each surcharge basis as the select names it. */
const BASIS_MESSAGES: Record<SurchargeBasis, MessageId> = {
  per_kg: 'rateCards.basisPerKg',
  per_shipment: 'rateCards.basisPerShipment',
  percent_of_freight: 'rateCards.basisPercent',
};

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
  const t = useT();
  return (
    <RowListEditor
      {...props}
      name="surcharges"
      empty={
        <Text size="sm" c="dimmed">
          {t('rateCards.noSurcharges')}
        </Text>
      }
      addLabel={t('rateCards.addSurcharge')}
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
  const t = useT();
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={500}>
          {t('rateCards.surchargeN', { n: index + 1 })}
        </Text>
        <RemoveRowButton label={t('rateCards.removeSurcharge', { n: index + 1 })} onClick={remove} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <TextInput
          label={t('rateCards.name')}
          placeholder={t('rateCards.namePlaceholder')}
          value={row.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={error('name')}
        />
        <NativeSelect
          label={t('rateCards.basis')}
          data={SURCHARGE_BASES.map((value) => ({ value, label: t(BASIS_MESSAGES[value]) }))}
          value={row.basis}
          onChange={(event) => change({ basis: event.currentTarget.value as SurchargeRow['basis'] })}
          error={error('basis')}
        />
        <NumberField
          label={row.basis === 'percent_of_freight' ? t('rateCards.percent') : t('rateCards.amount')}
          value={row.amount}
          onChange={(amount) => change({ amount })}
          min={0}
          error={error('amount')}
        />
        <ValidityFields
          values={row}
          onChange={change}
          errors={error}
          description={t('rateCards.blankCard')}
        />
      </SimpleGrid>
    </Paper>
  );
}
