import {
  CATEGORY_PART_LABELS,
  CATEGORY_PARTS,
  type CategoryPart,
  type CostCategoryRecord,
  costCategoryLabel,
} from '@freight/domain';
import { Alert, Badge, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useCostCategoryParts, useSetCostCategoryPart } from './useCostCategoryParts';

const PART_OPTIONS = CATEGORY_PARTS.map((part) => ({ value: part, label: CATEGORY_PART_LABELS[part] }));

/**
 * Where each cost category's lines sit in the breakdown (origin charges, main carriage, destination charges,
 * duties and taxes, or by the line's own location): what the Incoterm warnings read. A change saves at once.
 */
export function CostCategoryPartsCard() {
  const categories = useCostCategoryParts();
  const setPart = useSetCostCategoryPart();
  const save = (category: CostCategoryRecord, part: CategoryPart) =>
    setPart.mutate(
      { category, part },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: `The part of ${costCategoryLabel(category.name)} was not saved`,
            message: apiErrorMessage(error, 'Please try again.'),
          }),
      },
    );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="cost-category-parts-title">
      <Stack gap="sm">
        <div>
          <Title order={3} id="cost-category-parts-title">
            Cost categories and Incoterms
          </Title>
          <Text size="sm" c="dimmed">
            Each category&apos;s lines are grouped under this part of the cost breakdown, and checked against
            the quotation&apos;s Incoterm. &quot;By the line&apos;s location&quot; puts Origin lines in origin
            charges and Destination lines in destination charges.
          </Text>
        </div>
        {categories.isPending && <Loader size="sm" aria-label="Loading the cost categories" />}
        {categories.isError && (
          <Alert color="red">{apiErrorMessage(categories.error, 'Failed to load the cost categories')}</Alert>
        )}
        {categories.data?.length === 0 && <Text size="sm">No cost categories yet.</Text>}
        {categories.data?.map((category) => (
          <Group key={category.id} justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text size="sm" fw={500} id={`category-${category.id}`}>
                {costCategoryLabel(category.name)}
              </Text>
              {!category.is_active && (
                <Badge size="xs" color="gray" variant="light">
                  Inactive
                </Badge>
              )}
            </Group>
            <NativeSelect
              aria-label={`Part of ${costCategoryLabel(category.name)}`}
              data={PART_OPTIONS}
              value={category.part}
              disabled={setPart.isPending}
              onChange={(event) => save(category, event.currentTarget.value as CategoryPart)}
              w={{ base: '100%', xs: 240 }}
            />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
