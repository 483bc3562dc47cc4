import { RATE_CARD_CONTAINER_TYPES } from '@freight/domain';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { NumberField } from '../../shared/ui/NumberField';
import { RemoveRowButton, RowListEditor, type RowListProps } from './RowListEditor';
import { type ContainerRow, rowKey } from './rateCardFormValues';

/** A rate per container of each type the carrier quotes (Sea FCL). */
export function ContainerRatesEditor(props: RowListProps<ContainerRow>) {
  const t = useT();
  const unused = RATE_CARD_CONTAINER_TYPES.find((type) => !props.rows.some((r) => r.container_type === type));
  return (
    <RowListEditor
      {...props}
      name="container_rates"
      heading={t('rateCards.containerRates')}
      empty={
        <Text size="xs" c="dimmed">
          {t('rateCards.containersEmpty')}
        </Text>
      }
      addLabel={t('rateCards.addContainer')}
      newRow={unused ? () => ({ key: rowKey(), container_type: unused, rate: null }) : null}
    >
      {(row, index, { change, remove, errorOf }) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            aria-label={t('rateCards.containerType', { n: index + 1 })}
            data={[...RATE_CARD_CONTAINER_TYPES]}
            value={row.container_type}
            onChange={(event) => change({ container_type: event.currentTarget.value })}
            error={errorOf('container_type')}
            style={{ flex: 1 }}
          />
          <NumberField
            aria-label={t('rateCards.containerRate', { n: index + 1 })}
            placeholder={t('rateCards.ratePerContainer')}
            value={row.rate}
            onChange={(rate) => change({ rate })}
            min={0}
            error={errorOf('rate')}
            style={{ flex: 1 }}
          />
          <RemoveRowButton label={t('rateCards.removeContainer', { n: index + 1 })} mt={4} onClick={remove} />
        </Group>
      )}
    </RowListEditor>
  );
}
