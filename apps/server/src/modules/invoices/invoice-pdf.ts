import {
  type CurrencyCode,
  DOCUMENT_LOCALE,
  formatDocumentDate,
  formatMoney,
  type Invoice,
  type InvoiceSettings,
  taxesPerRate,
} from '@freight/domain';
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

/** Everything an invoice's PDF prints: the document, who sends it and where it is paid. */
export interface InvoicePdfData {
  sender: Sender;
  invoice: Invoice;
  settings: InvoiceSettings;
}

const title = (invoice: Invoice) => (invoice.kind === 'credit_note' ? 'Credit note' : 'Invoice');

function heading(pdf: PdfWriter, { invoice, sender }: InvoicePdfData) {
  const day = (iso: string | null) => (iso ? formatDocumentDate(iso, sender.company.date_format) : '—');
  const y = pdf.doc.y;
  pdf.line(title(invoice), PAGE.margin, y, CONTENT_WIDTH / 2, 'left', { size: 16, weight: 'bold' });
  pdf.line(invoice.number ?? 'Draft', PAGE.margin, y + 20, CONTENT_WIDTH / 2, 'left', {
    size: 11,
    weight: 'bold',
  });
  const meta: [string, string][] = [
    ['Issue date', day(invoice.issue_date)],
    ['Due date', day(invoice.due_date)],
  ];
  if (invoice.shipment_number) meta.push(['Shipment', invoice.shipment_number]);
  if (invoice.invoice_number) meta.push(['Credits invoice', invoice.invoice_number]);
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
    block(pdf, 'BILL TO', lines.length > 0 ? lines : ['—'], PAGE.margin, pdf.doc.y, CONTENT_WIDTH) + 14;
}

function linesTable(pdf: PdfWriter, invoice: Invoice, money: (value: number) => string) {
  section(pdf, 'Lines');
  drawTable(
    pdf,
    [
      { label: 'Description', share: 42 },
      { label: 'Quantity', share: 10, align: 'right' },
      { label: 'Unit price', share: 16, align: 'right' },
      { label: 'Tax', share: 14, align: 'right' },
      { label: 'Amount', share: 18, align: 'right' },
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
function totals(pdf: PdfWriter, invoice: Invoice, money: (value: number) => string) {
  section(pdf, 'Taxes and totals');
  const rows = taxesPerRate(invoice.lines, invoice.currency as CurrencyCode).map((rate) => [
    `${rate.name} ${rate.rate}% on ${money(rate.base)}`,
    money(rate.tax),
  ]);
  rows.push(['Net total', money(invoice.net_total)], ['Tax total', money(invoice.tax_total)]);
  rows.push(['Total', money(invoice.total)]);
  const totalRow = rows.length - 1;
  if (invoice.kind === 'invoice' && invoice.status !== 'Draft' && invoice.amount_due !== invoice.total) {
    rows.push(['Amount due', money(invoice.amount_due)]);
  }
  drawTable(
    pdf,
    [
      { label: 'Tax rate', share: 70 },
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
function payment(pdf: PdfWriter, { invoice, settings }: InvoicePdfData) {
  if (invoice.kind === 'credit_note') return;
  section(pdf, 'Payment');
  const details: [string, string][] = [
    ['Bank', settings.bank_name],
    ['Account holder', settings.bank_account_holder],
    ['IBAN', settings.bank_iban],
    ['BIC', settings.bank_bic],
    ['Payment reference', invoice.number ?? 'Given when the invoice is issued'],
  ];
  for (const [label, value] of details.filter(([, value]) => value.trim() !== '')) {
    pdf.line(label, PAGE.margin, pdf.doc.y, 120, 'left', { color: '#52606d' });
    pdf.doc.y = pdf.lines(value, PAGE.margin + 120, pdf.doc.y, CONTENT_WIDTH - 120, 'left', {
      weight: 'bold',
    });
  }
}

/** The invoice or credit note: letterhead, client, lines, taxes per rate, totals, bank and payment reference. */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  const { invoice, sender } = data;
  const money = (value: number) => formatMoney(value, invoice.currency as CurrencyCode, DOCUMENT_LOCALE);
  const label = `${title(invoice)} ${invoice.number ?? 'draft'}`;
  const pdf = new PdfWriter({
    title: label,
    author: sender.company.company_name || 'ShipDesk',
    createdAt: new Date(invoice.updated_at ?? invoice.created_at ?? 0),
  });
  const footer = footerLines(pdf, sender.company);
  letterhead(pdf, sender);
  heading(pdf, data);
  linesTable(pdf, invoice, money);
  totals(pdf, invoice, money);
  payment(pdf, data);
  footers(pdf, label, footer);
  if (invoice.status === 'Draft') draftWatermark(pdf);
  return pdf.finish();
}
