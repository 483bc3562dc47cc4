import { Group, Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT';
import { NumberField } from '../../shared/ui/NumberField';
import { RemoveRowButton, RowListEditor, type RowListProps } from './RowListEditor';
import { type BreakRow, rowKey } from './rateCardFormValues';

/** Weight breaks: from how many chargeable kg each rate per kg applies (0 is the -45 break). */
export function RateBreaksEditor(props: RowListProps<BreakRow>) {
  const t = useT();
  return (
    <RowListEditor
      {...props}
      name="breaks"
      heading={t('rateCards.breaksHeading')}
      addLabel={t('rateCards.addBreak')}
      newRow={() => ({ key: rowKey(), min_weight: null, rate: null })}
      footnote={
        <Text size="xs" c="dimmed">
          {t('rateCards.breaksFootnote')}
        </Text>
      }
    >
      {(row, index, { change, remove, errorOf }) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <NumberField
            label={index === 0 ? t('rateCards.fromKg') : undefined}
            aria-label={t('rateCards.breakFrom', { n: index + 1 })}
            value={row.min_weight}
            onChange={(min_weight) => change({ min_weight })}
            min={0}
            error={errorOf('min_weight')}
            style={{ flex: 1 }}
          />
          <NumberField
            label={index === 0 ? t('rateCards.ratePerKg') : undefined}
            aria-label={t('rateCards.breakRate', { n: index + 1 })}
            value={row.rate}
            onChange={(rate) => change({ rate })}
            min={0}
            error={errorOf('rate')}
            style={{ flex: 1 }}
          />
          <RemoveRowButton
            label={t('rateCards.removeBreak', { n: index + 1 })}
            mt={index === 0 ? 28 : 4}
            onClick={remove}
          />
        </Group>
      )}
    </RowListEditor>
  );
}
