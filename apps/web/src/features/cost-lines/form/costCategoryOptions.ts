import { FALLBACK_COST_CATEGORIES } from '@freight/domain';
import { translate } from '../../../shared/i18n/useT';
import { costCategoryName } from '../../cost-categories/costCategoryName';
import type { CostCategoryChoice } from './useActiveCostCategories';

export interface CostCategoryOption {
  value: string;
  label: string;
}

/** Value prefix of the fallback list's options, which have no server id and so cannot be saved. */
export const FALLBACK_OPTION_PREFIX = 'fallback:';

/**
 * The Category select's options, a default category named in the reader's language ('Seefracht' for
 * 'ocean-freight', see costCategoryName). An edited line keeps its own
 * category even when it has been deactivated since. Without a loaded list (the call failed) the domain's
 * fallback names are offered, under values that are not ids.
 */
export function costCategoryOptions(
  categories: readonly CostCategoryChoice[] | undefined,
  current?: CostCategoryChoice | null,
): CostCategoryOption[] {
  if (!categories) {
    return FALLBACK_COST_CATEGORIES.map((slug) => ({
      value: `${FALLBACK_OPTION_PREFIX}${slug}`,
      label: costCategoryName(slug),
    }));
  }
  const options = categories.map((category) => ({
    value: String(category.id),
    label: costCategoryName(category.name),
  }));
  if (current && !categories.some((category) => category.id === current.id)) {
    options.push({
      value: String(current.id),
      label: translate('costLines.inactiveCategory', { name: costCategoryName(current.name) }),
    });
  }
  return options;
}
