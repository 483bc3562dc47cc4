import { costCategoryLabel, type DefaultCostCategory, isDefaultCostCategory } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';
import { translate } from '../../shared/i18n/useT';

/** Each default category's name as a message: `costCategoryName` below says when it is used. */
export const DEFAULT_CATEGORY_MESSAGES: Record<DefaultCostCategory, MessageId> = {
  packaging: 'costCategories.defaultPackaging',
  'ocean-freight': 'costCategories.defaultOceanFreight',
  'port-charges': 'costCategories.defaultPortCharges',
  customs: 'costCategories.defaultCustoms',
  insurance: 'costCategories.defaultInsurance',
  documentation: 'costCategories.defaultDocumentation',
  handling: 'costCategories.defaultHandling',
  storage: 'costCategories.defaultStorage',
  miscellaneous: 'costCategories.defaultMiscellaneous',
};

/**
 * True when the name is still a default category's key ('ocean-freight'), as every database is seeded: no one
 * has renamed it. Any other name is the desk's own words.
 */
export function isDefaultCategoryName(name: string): name is DefaultCostCategory {
  return isDefaultCostCategory(name);
}

/**
 * A category's name as a screen shows it. The default categories are seeded under stable keys, not words of
 * one language: one desk's staff read different languages (a seed in the company's document language would
 * still be foreign to some of them, and a migration cannot know that language), and the keys are what the API
 * and its integrations already read. So a category whose name is still its key is named by the catalog in the
 * reader's language; once someone renames it ('Zoll', 'Customs clearance'), and for every category a desk
 * added, the name is the desk's own and is shown as typed (a key-like name 'road-freight' as 'Road Freight').
 * Names are unique regardless of case, so a desk can only type a key that no default category holds any more,
 * and then means the same charge.
 */
export function costCategoryName(name: string): string {
  return isDefaultCategoryName(name) ? translate(DEFAULT_CATEGORY_MESSAGES[name]) : costCategoryLabel(name);
}
