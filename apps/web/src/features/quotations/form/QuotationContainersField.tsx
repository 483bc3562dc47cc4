import { CONTAINER_TYPES, type ContainerType } from '@freight/domain';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { QuotationFormValues } from './quotationFormValues';

type Containers = QuotationFormValues['containers'];

/** A Sea FCL quotation's containers: a count and a type a row (each type once), added and removed here. */
export function QuotationContainersField({
  containers,
  error,
  onChange: setContainers,
}: {
  containers: Containers;
  error?: string;
  onChange: (containers: Containers) => void;
}) {
  const unused = CONTAINER_TYPES.filter((type) => !containers.some((row) => row.type === type));
  return (
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
      {error && (
        <Text size="xs" c="red">
          {error}
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
  );
}
