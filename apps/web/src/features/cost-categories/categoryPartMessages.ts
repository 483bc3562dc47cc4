import type { CategoryPart } from '@freight/domain';
import type { MessageId } from '../../shared/i18n/i18n';

/** Each part of the cost breakdown as a message (the domain names them in English for the API). */
export const CATEGORY_PART_MESSAGES: Record<CategoryPart, MessageId> = {
  origin_charges: 'costCategories.partOrigin',
  main_carriage: 'costCategories.partMainCarriage',
  destination_charges: 'costCategories.partDestination',
  duties_taxes: 'costCategories.partDutiesTaxes',
  by_location: 'costCategories.partByLocation',
};
