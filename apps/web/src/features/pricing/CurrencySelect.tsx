import {
  CURRENCY_CODES,
  type CurrencyCode,
  currencyName,
  DEFAULT_FAVOURITE_CURRENCIES,
} from '@freight/domain';
import {
  type ComboboxItem,
  type ComboboxParsedItem,
  Group,
  Select,
  type SelectProps,
  Text,
} from '@mantine/core';
import { useMemo } from 'react';
import { useCurrencyName } from '../../shared/i18n/currencyNames';
import { useT } from '../../shared/i18n/useT';
import { usePricingSettings } from './usePricingSettings';

export interface CurrencySelectProps
  extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'filter' | 'renderOption'> {
  value: CurrencyCode | null;
  onChange: (currency: CurrencyCode | null) => void;
  /**
   * A first choice that means "no currency of its own" (a buy side in the quotation's currency), answered
   * as null; without it the field always holds a code.
   */
  noneLabel?: string;
}

const option = (code: CurrencyCode): ComboboxItem => ({ value: code, label: code });

type NameOf = (code: CurrencyCode) => string;

/**
 * Whether an option matches what was typed: its code, its name in the reader's language or its ISO name
 * ('yen', 'kwd', 'dinar', 'japanischer').
 */
function matches(item: ComboboxItem, search: string, nameOf: NameOf): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  if (item.label.toLowerCase().includes(text)) return true;
  if (item.value === '') return false;
  return [nameOf(item.value), currencyName(item.value)].some((name) => name.toLowerCase().includes(text));
}

const filterBy =
  (nameOf: NameOf) =>
  ({ options, search }: { options: ComboboxParsedItem[]; search: string }) =>
    options
      .map((entry) =>
        'group' in entry
          ? { ...entry, items: entry.items.filter((item) => matches(item, search, nameOf)) }
          : entry,
      )
      .filter((entry) => ('group' in entry ? entry.items.length > 0 : matches(entry, search, nameOf)));

/**
 * Every currency field: any active ISO 4217 code, the company's favourite currencies (pricing settings)
 * first, then all the others. The field shows the code; the list shows each code with its name in the reader's
 * language, and typing searches both.
 */
export function CurrencySelect({ value, onChange, noneLabel, ...props }: CurrencySelectProps) {
  const t = useT();
  const nameOf = useCurrencyName();
  const settings = usePricingSettings().query.data;
  const favourites = settings?.favourite_currencies ?? DEFAULT_FAVOURITE_CURRENCIES;
  const data = useMemo(() => {
    const first = new Set(favourites);
    const groups = [
      { group: t('pricing.favouritesGroup'), items: favourites.map(option) },
      {
        group: t('pricing.allCurrenciesGroup'),
        items: CURRENCY_CODES.filter((code) => !first.has(code)).map(option),
      },
    ];
    return noneLabel ? [{ value: '', label: noneLabel }, ...groups] : groups;
  }, [favourites, noneLabel, t]);
  return (
    <Select
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      nothingFoundMessage={t('pricing.noCurrencyMatches')}
      comboboxProps={{ width: 'max-content', position: 'bottom-start' }}
      {...props}
      data={data}
      filter={filterBy(nameOf)}
      renderOption={({ option: item }) =>
        item.value === '' ? (
          item.label
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} w={36}>
              {item.value}
            </Text>
            <Text size="sm" c="dimmed">
              {nameOf(item.value)}
            </Text>
          </Group>
        )
      }
      value={value ?? (noneLabel ? '' : null)}
      onChange={(next) => onChange(next ? next : null)}
    />
  );
}
