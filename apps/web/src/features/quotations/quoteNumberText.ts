import { quoteNumberLabel } from '@freight/domain';
import { translate } from '../../shared/i18n/useT';

/**
 * A quote's number as the screens show it: the bare number for the first revision, then the number and its
 * revision in the reader's language ('SQ00012 rev 2' in English), as `quoteNumberLabel` writes it for the
 * server's PDFs and mails.
 */
export function quoteNumberText(quote: { quotation_number: string; revision?: number | null }): string {
  const revision = quote.revision ?? 1;
  if (revision < 2) return quoteNumberLabel(quote);
  return translate('quotations.revisionNumber', { number: quote.quotation_number, revision });
}
