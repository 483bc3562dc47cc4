import {
  type CurrencyCode,
  DOCUMENT_LOCALE,
  type DocumentLanguage,
  formatDocumentDate,
  formatMoney,
  type Invoice,
  type InvoiceSettings,
  taxesPerRate,
} from '@freight/domain';
import { type DocumentText, documentText } from '../../platform/i18n/document-messages';
import {
  block,
  draftWatermark,
  footerLines,
  footers,
  letterhead,
  type Sender,
  section,
} from '../../platform/pdf/pdf-page-frame';
import { drawTable } from '../../platform/pdf/pdf-table';
import { CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/pdf-writer';

/** Everything an invoice's PDF prints: the document, who sends it and where it is paid, in which language. */
export interface InvoicePdfData {
  sender: Sender;
  invoice: Invoice;
  settings: InvoiceSettings;
  language: DocumentLanguage;
}

/** 'Invoice' or 'Credit note' in the document's language. */
export const invoiceTitle = (invoice: Invoice, t: DocumentText) =>
  t(invoice.kind === 'credit_note' ? 'invoice.title.creditNote' : 'invoice.title.invoice');

function heading(pdf: PdfWriter, { invoice, sender }: InvoicePdfData, t: DocumentText) {
  const day = (iso: string | null) => (iso ? formatDocumentDate(iso, sender.company.date_format) : '—');
  const y = pdf.doc.y;
  pdf.line(invoiceTitle(invoice, t), PAGE.margin, y, CONTENT_WIDTH / 2, 'left', { size: 16, weight: 'bold' });
  pdf.line(invoice.number ?? t('invoice.draft'), PAGE.margin, y + 20, CONTENT_WIDTH / 2, 'left', {
    size: 11,
    weight: 'bold',
  });
  const meta: [string, string][] = [
    [t('invoice.issueDate'), day(invoice.issue_date)],
    [t('invoice.dueDate'), day(invoice.due_date)],
  ];
  if (invoice.shipment_number) meta.push([t('invoice.shipment'), invoice.shipment_number]);
  if (invoice.invoice_number) meta.push([t('invoice.creditsInvoice'), invoice.invoice_number]);
  let rowY = y;
  for (const [label, value] of meta) {
    pdf.line(label, PAGE.margin + CONTENT_WIDTH / 2, rowY, 100, 'left', { color: '#52606d' });
    rowY = pdf.lines(value, PAGE.margin + CONTENT_WIDTH / 2 + 100, rowY, CONTENT_WIDTH / 2 - 100, 'right', {
      weight: 'bold',
    });
  }
  pdf.doc.y = Math.max(rowY, y + 44) + 12;
  const lines = [invoice.client_name, ...invoice.billing_address.split(/\r?\n/)]
    .map((line) => line.trim())
    .filter((line, i, all) => line !== '' && all.indexOf(line) === i);
  pdf.doc.y =
    block(pdf, t('invoice.billTo'), lines.length > 0 ? lines : ['—'], PAGE.margin, pdf.doc.y, CONTENT_WIDTH) +
    14;
}

type Money = (value: number) => string;

function linesTable(pdf: PdfWriter, invoice: Invoice, money: Money, t: DocumentText) {
  section(pdf, t('invoice.lines'));
  drawTable(
    pdf,
    [
      { label: t('invoice.description'), share: 42 },
      { label: t('invoice.quantity'), share: 10, align: 'right' },
      { label: t('invoice.unitPrice'), share: 16, align: 'right' },
      { label: t('invoice.tax'), share: 14, align: 'right' },
      { label: t('invoice.amount'), share: 18, align: 'right' },
    ],
    invoice.lines.map((line) => [
      line.description,
      String(line.quantity),
      money(line.unit_price),
      `${line.tax_rate_name} ${line.tax_rate}%`,
      money(line.amount),
    ]),
  );
}

/** Each rate's base and tax, then the totals; the legal note of every rate that has one (reverse charge). */
function totals(pdf: PdfWriter, invoice: Invoice, money: Money, t: DocumentText) {
  section(pdf, t('invoice.taxesAndTotals'));
  const rows = taxesPerRate(invoice.lines, invoice.currency as CurrencyCode).map((rate) => [
    t('invoice.rateOn', { rate: `${rate.name} ${rate.rate}%`, base: money(rate.base) }),
    money(rate.tax),
  ]);
  rows.push(
    [t('invoice.netTotal'), money(invoice.net_total)],
    [t('invoice.taxTotal'), money(invoice.tax_total)],
  );
  rows.push([t('invoice.total'), money(invoice.total)]);
  const totalRow = rows.length - 1;
  if (invoice.kind === 'invoice' && invoice.status !== 'Draft' && invoice.amount_due !== invoice.total) {
    rows.push([t('invoice.amountDue'), money(invoice.amount_due)]);
  }
  drawTable(
    pdf,
    [
      { label: t('invoice.taxRate'), share: 70 },
      { label: invoice.currency, share: 30, align: 'right' },
    ],
    rows,
    { bold: (i) => i >= totalRow },
  );
  const notes = [...new Set(invoice.lines.map((line) => line.tax_note.trim()).filter(Boolean))];
  for (const note of notes) pdf.doc.y = pdf.lines(note, PAGE.margin, pdf.doc.y, CONTENT_WIDTH) + 6;
  if (invoice.notes.trim()) pdf.doc.y = pdf.lines(invoice.notes, PAGE.margin, pdf.doc.y, CONTENT_WIDTH) + 6;
}

/** Where to pay, and the reference a payment carries: the document's number. */
function payment(pdf: PdfWriter, { invoice, settings }: InvoicePdfData, t: DocumentText) {
  if (invoice.kind === 'credit_note') return;
  section(pdf, t('invoice.payment'));
  const details: [string, string][] = [
    [t('invoice.bank'), settings.bank_name],
    [t('invoice.accountHolder'), settings.bank_account_holder],
    ['IBAN', settings.bank_iban],
    ['BIC', settings.bank_bic],
    [t('invoice.paymentReference'), invoice.number ?? t('invoice.referenceLater')],
  ];
  for (const [label, value] of details.filter(([, value]) => value.trim() !== '')) {
    pdf.line(label, PAGE.margin, pdf.doc.y, 120, 'left', { color: '#52606d' });
    pdf.doc.y = pdf.lines(value, PAGE.margin + 120, pdf.doc.y, CONTENT_WIDTH - 120, 'left', {
      weight: 'bold',
    });
  }
}

/**
 * The invoice or credit note, in the client's language: letterhead, client, lines, taxes per rate, totals, bank
 * and payment reference.
 */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const { invoice, sender } = data;
  const t = documentText(data.language);
  const money = (value: number) => formatMoney(value, invoice.currency as CurrencyCode, DOCUMENT_LOCALE);
  const label = `${invoiceTitle(invoice, t)} ${invoice.number ?? t('invoice.draft').toLowerCase()}`;
  const pdf = new PdfWriter({
    title: label,
    author: sender.company.company_name || 'ShipDesk',
    createdAt: new Date(invoice.updated_at ?? invoice.created_at ?? 0),
  });
  const footer = footerLines(pdf, sender.company);
  letterhead(pdf, sender, t);
  heading(pdf, data, t);
  linesTable(pdf, invoice, money, t);
  totals(pdf, invoice, money, t);
  payment(pdf, data, t);
  footers(pdf, label, footer, (page, count) => t('pdf.page', { page, count }));
  if (invoice.status === 'Draft') draftWatermark(pdf);
  return pdf.finish();
}
