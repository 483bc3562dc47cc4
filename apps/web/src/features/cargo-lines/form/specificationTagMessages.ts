import type { PRODUCT_SPECIFICATION_TAGS } from '@freight/domain';
import type { MessageId } from '../../../shared/i18n/i18n';

type SuggestedTag = (typeof PRODUCT_SPECIFICATION_TAGS)[number];

/** Each suggested product specification as a message; the domain names them in English for the API. */
const SPECIFICATION_TAG_MESSAGES: Record<SuggestedTag, MessageId> = {
  Fragile: 'cargoLines.tagFragile',
  Perishable: 'cargoLines.tagPerishable',
  Flammable: 'cargoLines.tagFlammable',
  Chemical: 'cargoLines.tagChemical',
  'High Value': 'cargoLines.tagHighValue',
  'Vintage/Collectible': 'cargoLines.tagVintageCollectible',
};

/** A cargo line's tag as a badge shows it: a suggested one in the reader's language, one typed in as written. */
export function specificationTagMessage(tag: string): MessageId | undefined {
  return (SPECIFICATION_TAG_MESSAGES as Readonly<Record<string, MessageId | undefined>>)[tag];
}
