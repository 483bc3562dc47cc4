import type { DocumentRecord } from '@freight/domain';

/** What the quotation's Rename File and Delete File dialogs act on, and how they close. */
export interface QuotationDocumentDialogProps {
  document: DocumentRecord;
  onClose: () => void;
}
