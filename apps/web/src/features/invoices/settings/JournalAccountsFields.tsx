import type { CategoryAccount, JournalAccounts } from '@freight/domain';
import { Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { MessageId } from '../../../shared/i18n/i18n';
import { useT } from '../../../shared/i18n/useT';
import { costCategoryName, isDefaultCategoryName } from '../../cost-categories/costCategoryName';
import { useActiveCostCategories } from '../../cost-lines/form/useActiveCostCategories';

type MainAccount = 'receivable' | 'payable' | 'bank' | 'tax' | 'revenue_default' | 'cost_default';
type ByCategory = 'revenue_by_category' | 'cost_by_category';

const MAIN_ACCOUNTS: [MainAccount, MessageId][] = [
  ['receivable', 'invoices.accountReceivable'],
  ['payable', 'invoices.accountPayable'],
  ['bank', 'invoices.accountBank'],
  ['tax', 'invoices.accountTax'],
  ['revenue_default', 'invoices.accountRevenueDefault'],
  ['cost_default', 'invoices.accountCostDefault'],
];

interface Props {
  accounts: JournalAccounts;
  onChange: (next: JournalAccounts) => void;
  /** The message of a field by its path under `accounts` ('receivable'). */
  errorOf: (field: string) => string | undefined;
}

/** The account of a category in one of the two lists; blank when the category uses the default. */
const accountOf = (list: CategoryAccount[], categoryId: number) =>
  list.find((entry) => entry.category_id === categoryId)?.account ?? '';

/** The list with the category's account set, or the category removed when its account is cleared. */
function withAccount(list: CategoryAccount[], categoryId: number, account: string): CategoryAccount[] {
  const others = list.filter((entry) => entry.category_id !== categoryId);
  return account.trim() === '' ? others : [...others, { category_id: categoryId, account }];
}

/**
 * Settings, Invoicing, 'Accounts': the ledger accounts the journal export posts to, and a revenue and cost
 * account per cost category where the category's lines should not go to the defaults.
 */
export function JournalAccountsFields({ accounts, onChange, errorOf }: Props) {
  const t = useT();
  const set = (field: MainAccount, value: string) => onChange({ ...accounts, [field]: value });
  const setFor = (list: ByCategory, categoryId: number, value: string) =>
    onChange({ ...accounts, [list]: withAccount(accounts[list], categoryId, value) });
  return (
    <Stack gap="sm">
      <Title order={4}>{t('invoices.accounts')}</Title>
      <Text size="sm" c="dimmed">
        {t('invoices.accountsIntro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {MAIN_ACCOUNTS.map(([field, label]) => (
          <TextInput
            key={field}
            label={t(label)}
            required
            value={accounts[field]}
            error={errorOf(field)}
            onChange={(event) => set(field, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <CategoryAccounts accounts={accounts} onChange={setFor} />
    </Stack>
  );
}

function CategoryAccounts({
  accounts,
  onChange,
}: {
  accounts: JournalAccounts;
  onChange: (list: ByCategory, categoryId: number, value: string) => void;
}) {
  const t = useT();
  const categories = useActiveCostCategories();
  if (categories.isPending) return <Loader size="sm" aria-label={t('invoices.categoriesLoading')} />;
  if (categories.isError) {
    return (
      <Text size="sm" c="red">
        {t('invoices.categoriesFailed')}
      </Text>
    );
  }
  if (categories.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('invoices.categoriesEmpty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.costCategory')}</Table.Th>
            <Table.Th>{t('invoices.revenueAccount')}</Table.Th>
            <Table.Th>{t('invoices.costAccount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.data.map((category) => (
            <Table.Tr key={category.id}>
              <Table.Td data-i18n-ignore={!isDefaultCategoryName(category.name) || undefined}>
                {costCategoryName(category.name)}
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('invoices.revenueAccountFor', { category: costCategoryName(category.name) })}
                  placeholder={accounts.revenue_default}
                  value={accountOf(accounts.revenue_by_category, category.id)}
                  onChange={(event) =>
                    onChange('revenue_by_category', category.id, event.currentTarget.value)
                  }
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('invoices.costAccountFor', { category: costCategoryName(category.name) })}
                  placeholder={accounts.cost_default}
                  value={accountOf(accounts.cost_by_category, category.id)}
                  onChange={(event) => onChange('cost_by_category', category.id, event.currentTarget.value)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
