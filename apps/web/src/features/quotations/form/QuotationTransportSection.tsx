import {
  CONTAINER_TYPES,
  type ContainerType,
  laneSearchKind,
  TRANSPORT_MODES,
  type TransportMode,
} from '@freight/domain';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { LocationPicker } from '../../locations/LocationPicker';
import { QuotationFormSection } from './QuotationFormSection';
import { QuotationIncotermFields } from './QuotationIncotermFields';
import type { QuotationSectionProps } from './QuotationSectionProps';
import { quotationInputProps } from './quotationInputProps';

/** Transport (docs/api.md): the mode, the lane's airport or port codes, and a Sea FCL quotation's containers. */
export function QuotationTransportSection(props: QuotationSectionProps) {
  const { values, onChange } = props;
  const containers = values.containers;
  const unused = CONTAINER_TYPES.filter((type) => !containers.some((row) => row.type === type));
  const setContainers = (next: typeof containers) => onChange({ containers: next }, 'now');
  return (
    <QuotationFormSection
      title="Transport"
      description="How the cargo travels decides its chargeable weight, the Incoterms it can use and which places it can go between: airports for Air and Express, sea ports for Sea, any UN/LOCODE place by road or rail."
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            {...quotationInputProps(props, 'transport_mode')}
            data={TRANSPORT_MODES}
            allowDeselect={false}
            value={values.transport_mode}
            onChange={(value) => value && onChange({ transport_mode: value as TransportMode }, 'now')}
          />
          <LocationPicker
            {...quotationInputProps(props, 'origin_code')}
            kind={laneSearchKind(values.transport_mode)}
            value={values.origin_code}
            onChange={(code) => onChange({ origin_code: code }, 'now')}
          />
          <LocationPicker
            {...quotationInputProps(props, 'destination_code')}
            kind={laneSearchKind(values.transport_mode)}
            value={values.destination_code}
            onChange={(code) => onChange({ destination_code: code }, 'now')}
          />
        </SimpleGrid>
        <QuotationIncotermFields {...props} />
        {values.transport_mode === 'Sea FCL' && (
          <Stack gap={6} aria-label="Containers" role="group">
            <Text size="sm" fw={500}>
              Containers
            </Text>
            {containers.length === 0 && (
              <Text size="sm" c="dimmed">
                A full container load is priced per container: add the containers it needs.
              </Text>
            )}
            {containers.map((row, index) => (
              <Group key={row.type} gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={`Number of ${row.type} containers`}
                  inputMode="numeric"
                  w={80}
                  value={String(row.count)}
                  onChange={(e) => {
                    const count = Number.parseInt(e.currentTarget.value, 10);
                    if (Number.isInteger(count) && count > 0)
                      setContainers(containers.map((r, i) => (i === index ? { ...r, count } : r)));
                  }}
                />
                <Text size="sm">x</Text>
                <NativeSelect
                  aria-label="Container type"
                  data={[row.type, ...unused]}
                  value={row.type}
                  onChange={(e) =>
                    setContainers(
                      containers.map((r, i) =>
                        i === index ? { ...r, type: e.currentTarget.value as ContainerType } : r,
                      ),
                    )
                  }
                  w={110}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove the ${row.type} containers`}
                  onClick={() => setContainers(containers.filter((_, i) => i !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            {props.errors.containers && (
              <Text size="xs" c="red">
                {props.errors.containers}
              </Text>
            )}
            {unused.length > 0 && (
              <Group>
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setContainers([...containers, { type: unused[0]!, count: 1 }])}
                >
                  Add containers
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </QuotationFormSection>
  );
}
