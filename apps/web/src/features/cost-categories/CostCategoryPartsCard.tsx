import { CATEGORY_PARTS, type CategoryPart, type CostCategoryRecord } from '@freight/domain';
import { Alert, Badge, Card, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { apiErrorMessage } from '../../shared/api/apiErrorMessage';
import { useT } from '../../shared/i18n/useT';
import { CATEGORY_PART_MESSAGES } from './categoryPartMessages';
import { costCategoryName, isDefaultCategoryName } from './costCategoryName';
import { useCostCategoryParts, useSetCostCategoryPart } from './useCostCategoryParts';

/**
 * Where each cost category's lines sit in the breakdown (origin charges, main carriage, destination charges,
 * duties and taxes, or by the line's own location): what the Incoterm warnings read. A change saves at once.
 */
export function CostCategoryPartsCard() {
  const t = useT();
  const categories = useCostCategoryParts();
  const partOptions = CATEGORY_PARTS.map((part) => ({ value: part, label: t(CATEGORY_PART_MESSAGES[part]) }));
  const setPart = useSetCostCategoryPart();
  const save = (category: CostCategoryRecord, part: CategoryPart) =>
    setPart.mutate(
      { category, part },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('costCategories.partNotSaved', { category: costCategoryName(category.name) }),
            message: apiErrorMessage(error, t('common.tryAgain')),
          }),
      },
    );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="cost-category-parts-title">
      <Stack gap="sm">
        <div>
          <Title order={3} id="cost-category-parts-title">
            {t('costCategories.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('costCategories.intro')}
          </Text>
        </div>
        {categories.isPending && <Loader size="sm" aria-label={t('costCategories.loading')} />}
        {categories.isError && (
          <Alert color="red">{apiErrorMessage(categories.error, t('costCategories.loadFailed'))}</Alert>
        )}
        {categories.data?.length === 0 && <Text size="sm">{t('costCategories.empty')}</Text>}
        {categories.data?.map((category) => (
          <Group key={category.id} justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text
                size="sm"
                fw={500}
                id={`category-${category.id}`}
                data-i18n-ignore={!isDefaultCategoryName(category.name) || undefined}
              >
                {costCategoryName(category.name)}
              </Text>
              {!category.is_active && (
                <Badge size="xs" color="gray" variant="light">
                  {t('costCategories.inactive')}
                </Badge>
              )}
            </Group>
            <NativeSelect
              aria-label={t('costCategories.partOf', { category: costCategoryName(category.name) })}
              data={partOptions}
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
