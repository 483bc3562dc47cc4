import type { ItemCondition } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

/** Each goods condition as a message; the domain names them in English for the API. */
export const ITEM_CONDITION_MESSAGES: Record<ItemCondition, MessageId> = {
  New: 'cargoLines.conditionNew',
  Used: 'cargoLines.conditionUsed',
  Fair: 'cargoLines.conditionFair',
  Poor: 'cargoLines.conditionPoor',
};
