import type { DimensionUnit, InputMode, VolumeUnit } from '@freight/domain';
import { Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBox, IconCube } from '@tabler/icons-react';
import { NumberField } from '../../../shared/ui/NumberField';
import type { CargoLineFieldsProps } from './CargoLineFieldsProps';
import { UnitNumberInput } from './UnitNumberInput';

interface CargoLineSizeFieldsProps extends CargoLineFieldsProps {
  dimensionUnits: readonly DimensionUnit[];
  volumeUnits: readonly VolumeUnit[];
  /** 0.001 in the modal, 0.0001 on the full page. */
  volumeStep: number;
}

const MODES: { value: InputMode; label: string }[] = [
  { value: 'dimensions', label: 'Dimensions' },
  { value: 'volume', label: 'Volume' },
];

const DIMENSIONS = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

/** How big one piece is: length × width × height in a unit, or a volume in cbm or cft. */
export function CargoLineSizeFields({
  draft,
  errors,
  setField,
  dimensionUnits,
  volumeUnits,
  volumeStep,
}: CargoLineSizeFieldsProps) {
  const byDimensions = draft.input_mode !== 'volume';
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap={8} c="dimmed">
          {byDimensions ? <IconBox size={16} /> : <IconCube size={16} />}
          <Text size="sm" c="dimmed">
            {byDimensions ? 'Size of one piece, length × width × height' : 'Volume of one piece'}
          </Text>
        </Group>
        <SegmentedControl
          aria-label="Input mode"
          data={MODES}
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
              label={label}
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
            label="Unit"
            data={[...dimensionUnits]}
            value={draft.dimension_unit}
            error={errors.dimension_unit}
            onChange={(event) => setField('dimension_unit', event.currentTarget.value as DimensionUnit)}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <UnitNumberInput
            label="Volume"
            required
            step={volumeStep}
            value={draft.volume_value}
            onChange={(value) => setField('volume_value', value)}
            error={errors.volume_value}
            unit={draft.volume_unit}
            units={volumeUnits}
            onUnitChange={(unit) => setField('volume_unit', unit)}
            unitLabel="Volume unit"
          />
          <Text size="xs" c="dimmed" mt={{ base: 0, sm: 30 }}>
            1 cft = 0.0283168 m³ (about 35.3 cft per CBM).
          </Text>
        </SimpleGrid>
      )}
    </Stack>
  );
}
