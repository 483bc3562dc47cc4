import { Select } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { costCategoryOptions, FALLBACK_OPTION_PREFIX } from './costCategoryOptions';
import type { CostCategoryChoice } from './useActiveCostCategories';

interface CostCategorySelectProps {
  value: number | null;
  onChange: (categoryId: number | null) => void;
  /** The active categories; undefined while loading or when the call failed. */
  categories: readonly CostCategoryChoice[] | undefined;
  loading: boolean;
  /** The edited line's category, offered even if it is no longer active. */
  current?: CostCategoryChoice | null;
  error?: string;
}

/** Category of a cost line. With the fallback list a choice is shown but not kept, having no server id. */
export function CostCategorySelect({
  value,
  onChange,
  categories,
  loading,
  current,
  error,
}: CostCategorySelectProps) {
  const t = useT();
  const [fallbackChoice, setFallbackChoice] = useState<string | null>(null);
  const usingFallback = !categories && !loading;
  return (
    <Select
      label={t('costLines.category')}
      placeholder={loading ? t('costLines.loadingCategories') : t('costLines.selectCategory')}
      data={loading ? [] : costCategoryOptions(categories, current)}
      value={usingFallback ? fallbackChoice : value === null ? null : String(value)}
      onChange={(next) => {
        if (usingFallback || next?.startsWith(FALLBACK_OPTION_PREFIX)) setFallbackChoice(next);
        else onChange(next === null ? null : Number(next));
      }}
      disabled={loading}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ zIndex: 400 }}
      required
      error={error}
    />
  );
}
