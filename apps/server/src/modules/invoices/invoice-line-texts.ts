import { clientDescriptionIn, documentLanguageOf } from '@freight/domain';
import type { Db } from '../../platform/database/database';
import { documentText } from '../../platform/i18n/document-messages';
import * as costCategoriesService from '../cost-categories/cost-categories.service';
import * as companyProfile from '../settings/company-profile.service';

interface ChargeText {
  description: string;
  client_description: string;
  category_id: number | null;
}

/**
 * How a new draft words each charge for the client: its client text, else the desk's description. A client
 * text derived from a default cost category was stored in English when the quote's line was saved ('Ocean
 * freight: door to port'); the draft words it again in the language the invoice goes out in unless the sender
 * picks another (the client's, else the company's document language), as the quote's PDF does. A text someone
 * worded stays as written, and every line stays editable while the invoice is a draft.
 */
export async function chargeTextsFor(
  db: Db,
  contactLanguage: string | null | undefined,
): Promise<(charge: ChargeText) => string> {
  const [company, categories] = await Promise.all([
    companyProfile.get(db),
    costCategoriesService.list(db, { limit: '1000' }),
  ]);
  const text = documentText(documentLanguageOf(contactLanguage, company.document_language));
  const categoryNames = new Map(categories.data.map((category) => [category.id, category.name]));
  return (charge) => {
    const clientText = clientDescriptionIn(
      {
        ...charge,
        category_name: charge.category_id === null ? null : categoryNames.get(charge.category_id),
      },
      (category) => text(`pdf.category.${category}`),
    );
    return clientText.trim() || charge.description;
  };
}
