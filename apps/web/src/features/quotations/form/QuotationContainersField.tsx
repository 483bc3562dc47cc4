import { CONTAINER_TYPES, type ContainerType } from '@freight/domain';
import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useT } from '../../../shared/i18n/useT';
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
  const t = useT();
  const unused = CONTAINER_TYPES.filter((type) => !containers.some((row) => row.type === type));
  return (
    <Stack gap={6} aria-label={t('quotations.fieldContainers')} role="group">
      <Text size="sm" fw={500}>
        {t('quotations.fieldContainers')}
      </Text>
      {containers.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('quotations.containersEmpty')}
        </Text>
      )}
      {containers.map((row, index) => (
        <Group key={row.type} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('quotations.containerCount', { type: row.type })}
            inputMode="numeric"
            w={80}
            value={String(row.count)}
            onChange={(e) => {
              const count = Number.parseInt(e.currentTarget.value, 10);
              if (Number.isInteger(count) && count > 0)
                setContainers(containers.map((r, i) => (i === index ? { ...r, count } : r)));
            }}
          />
          <Text size="sm">{t('quotations.containerTimes')}</Text>
          <NativeSelect
            aria-label={t('quotations.containerType')}
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
            aria-label={t('quotations.removeContainers', { type: row.type })}
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
            {t('quotations.addContainers')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
