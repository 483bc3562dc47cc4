import type { DimensionUnit, InputMode, VolumeUnit } from '@freight/domain';
import { Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBox, IconCube } from '@tabler/icons-react';
import type { MessageId } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/useT';
import { NumberField } from '../../../shared/ui/NumberField';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';
import { UnitNumberInput } from './UnitNumberInput';

interface CargoLineSizeFieldsProps extends CargoLineFieldsProps {
  dimensionUnits: readonly DimensionUnit[];
  volumeUnits: readonly VolumeUnit[];
  /** 0.001 in the modal, 0.0001 on the full page. */
  volumeStep: number;
}

const MODES: { value: InputMode; label: MessageId }[] = [
  { value: 'dimensions', label: 'cargoLines.modeDimensions' },
  { value: 'volume', label: 'cargoLines.modeVolume' },
];

const DIMENSIONS = [
  ['length', 'cargoLines.length'],
  ['width', 'cargoLines.width'],
  ['height', 'cargoLines.height'],
] as const satisfies readonly (readonly [string, MessageId])[];

/** How big one piece is: length × width × height in a unit, or a volume in cbm or cft. */
export function CargoLineSizeFields({
  draft,
  errors,
  setField,
  dimensionUnits,
  volumeUnits,
  volumeStep,
}: CargoLineSizeFieldsProps) {
  const t = useT();
  const byDimensions = draft.input_mode !== 'volume';
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap={8} c="dimmed">
          {byDimensions ? <IconBox size={16} /> : <IconCube size={16} />}
          <Text size="sm" c="dimmed">
            {byDimensions ? t('cargoLines.sizeByDimensions') : t('cargoLines.sizeByVolume')}
          </Text>
        </Group>
        <SegmentedControl
          aria-label={t('cargoLines.inputMode')}
          data={MODES.map(({ value, label }) => ({ value, label: t(label) }))}
          value={draft.input_mode}
          onChange={(mode) => setField('input_mode', mode as InputMode)}
          size="sm"
        />
      </Group>
      {byDimensions ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {DIMENSIONS.map(([field, label]) => (
            <NumberField
              key={field}
              label={t(label)}
              required
              min={0}
              step={0.01}
              thousandSeparator
              placeholder="0"
              value={draft[field]}
              error={errors[field]}
              onChange={(value) => setField(field, value)}
            />
          ))}
          <NativeSelect
            label={t('cargoLines.unit')}
            data={[...dimensionUnits]}
            value={draft.dimension_unit}
            error={errors.dimension_unit}
            onChange={(event) => setField('dimension_unit', event.currentTarget.value as DimensionUnit)}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <UnitNumberInput
            label={t('cargoLines.volume')}
            required
            step={volumeStep}
            value={draft.volume_value}
            onChange={(value) => setField('volume_value', value)}
            error={errors.volume_value}
            unit={draft.volume_unit}
            units={volumeUnits}
            onUnitChange={(unit) => setField('volume_unit', unit)}
            unitLabel={t('cargoLines.volumeUnit')}
          />
          <Text size="xs" c="dimmed" mt={{ base: 0, sm: 30 }}>
            {t('cargoLines.cftHint')}
          </Text>
        </SimpleGrid>
      )}
    </Stack>
  );
}
