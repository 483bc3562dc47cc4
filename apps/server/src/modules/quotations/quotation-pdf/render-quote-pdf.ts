import {
  COST_LOCATIONS,
  formatDocumentDate,
  formatMoney,
  INCOTERM_LABELS,
  localeOf,
  sumMoney,
} from '@freight/domain';
import { type DocumentText, documentText } from '../../../platform/i18n/document-messages';
import {
  block,
  footerLines,
  footers,
  letterhead,
  fixedNumber as number,
  section,
} from '../../../platform/pdf/pdf-page-frame';
import { drawTable } from '../../../platform/pdf/pdf-table';
import { CONTENT_WIDTH, PAGE, PdfWriter } from '../../../platform/pdf/pdf-writer';
import type { QuotePdfData } from './quote-pdf-data';

function heading(pdf: PdfWriter, data: QuotePdfData, t: DocumentText) {
  const y = pdf.doc.y;
  pdf.line(t('pdf.title', { number: data.quotation_number }), PAGE.margin, y, CONTENT_WIDTH / 2, 'left', {
    size: 16,
    weight: 'bold',
  });
  const meta: [string, string][] = [
    [t('pdf.date'), formatDocumentDate(data.created_date, data.company.date_format, data.language)],
    [t('pdf.validUntil'), formatDocumentDate(data.valid_until_date, data.company.date_format, data.language)],
    [t('pdf.currency'), data.currency],
  ];
  meta.forEach(([label, value], i) => {
    const rowY = y + i * 12;
    pdf.line(label, PAGE.margin + CONTENT_WIDTH / 2, rowY, 120, 'left', { color: '#52606d' });
    pdf.line(value, PAGE.margin + CONTENT_WIDTH / 2 + 80, rowY, CONTENT_WIDTH / 2 - 80, 'right', {
      weight: 'bold',
    });
  });
  pdf.doc.y = y + 44;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Who the quote is for: the contact's company, then the person (the contact's name, else the client name
 * typed on the quotation), then e-mail and phone; a line that repeats an earlier one is printed once.
 */
function clientLines(data: QuotePdfData): string[] {
  const person = data.contact_name || data.client_name;
  const company = data.client_company || (sameText(data.client_name, person) ? '' : data.client_name);
  const lines: string[] = [];
  for (const line of [company, person, data.client_email, data.client_phone]) {
    if (line.trim() && !lines.some((printed) => sameText(printed, line))) lines.push(line);
  }
  return lines;
}

function parties(pdf: PdfWriter, data: QuotePdfData, t: DocumentText) {
  const third = CONTENT_WIDTH / 3;
  const y = pdf.doc.y;
  const client = clientLines(data);
  // The lane's place with its name above the address ('DEHAM — Hamburg, Germany').
  const origin = [data.origin_place, ...data.origin].filter(Boolean);
  const destination = [data.destination_place, ...data.destination].filter(Boolean);
  const bottoms = [
    block(pdf, t('pdf.client'), client, PAGE.margin, y, third - 10),
    block(
      pdf,
      t('pdf.origin'),
      origin.length ? origin : [t('pdf.notSet')],
      PAGE.margin + third,
      y,
      third - 10,
    ),
    block(
      pdf,
      t('pdf.destination'),
      destination.length ? destination : [t('pdf.notSet')],
      PAGE.margin + 2 * third,
      y,
      third,
    ),
  ];
  pdf.doc.y = Math.max(...bottoms) + 14;
  deliveryTerm(pdf, data, t);
}

/** 'Incoterms 2020: FOB Free on Board, Shenzhen' on a line of its own (a named place can be long). */
function deliveryTerm(pdf: PdfWriter, data: QuotePdfData, t: DocumentText) {
  if (!data.incoterm) return;
  const y = pdf.doc.y;
  const place = data.incoterm_place.trim();
  const term = `${data.incoterm} ${INCOTERM_LABELS[data.incoterm]}${place ? `, ${place}` : ''}`;
  pdf.line(t('pdf.incoterms'), PAGE.margin, y, 90, 'left', { size: 8, weight: 'bold', color: '#52606d' });
  pdf.doc.y = pdf.lines(term, PAGE.margin + 90, y - 1, CONTENT_WIDTH - 90, 'left', { weight: 'bold' }) + 10;
}

function cargo(pdf: PdfWriter, data: QuotePdfData, t: DocumentText) {
  section(pdf, t('pdf.cargo'));
  const rows = data.cargo.map((line) => [
    line.name,
    String(line.quantity),
    line.dimensions,
    line.weight_each,
    number(line.total_weight, 2),
    number(line.total_cbm, 3),
  ]);
  if (rows.length === 0) rows.push([t('pdf.noCargoLines'), '', '', '', '', '']);
  drawTable(
    pdf,
    [
      { label: t('pdf.item'), share: 30 },
      { label: t('pdf.pieces'), share: 9, align: 'right' },
      { label: t('pdf.dimensions'), share: 22 },
      { label: t('pdf.weightEach'), share: 14, align: 'right' },
      { label: t('pdf.totalKg'), share: 12, align: 'right' },
      { label: t('pdf.cbm'), share: 12, align: 'right' },
    ],
    rows,
  );
  const sums = data.totals;
  drawTable(
    pdf,
    [
      { label: t('pdf.pieces'), share: 1, align: 'right' },
      { label: t('pdf.totalCbm'), share: 1, align: 'right' },
      { label: t('pdf.totalWeight'), share: 1, align: 'right' },
      { label: t('pdf.chargeableWeight'), share: 1, align: 'right' },
    ],
    [[String(sums.pieces), number(sums.cbm, 3), number(sums.weight, 2), number(sums.chargeable_weight, 2)]],
  );
}

/** A cost line sits in under its location's heading, and a sub-item further in, under its parent line. */
const LINE_INDENT = 8;
const SUB_ITEM_INDENT = 22;

/** A cost location's heading and subtotal row, in the document's words. */
const LOCATION_WORDS = {
  Origin: { charges: 'pdf.originCharges', subtotal: 'pdf.originSubtotal' },
  Destination: { charges: 'pdf.destinationCharges', subtotal: 'pdf.destinationSubtotal' },
} as const;

function costs(pdf: PdfWriter, data: QuotePdfData, t: DocumentText) {
  section(pdf, t('pdf.charges'));
  const money = (value: number) => formatMoney(value, data.currency, localeOf(data.language));
  const rows: string[][] = [];
  const subtotals: number[] = [];
  const indents = new Map<number, number>();
  for (const location of COST_LOCATIONS) {
    const lines = data.costs.filter((c) => c.location === location);
    if (lines.length === 0) continue;
    rows.push([t(LOCATION_WORDS[location].charges), '']);
    subtotals.push(rows.length - 1);
    for (const line of lines) {
      rows.push([`${line.is_sub_item ? '– ' : ''}${line.description}`, money(line.amount)]);
      indents.set(rows.length - 1, line.is_sub_item ? SUB_ITEM_INDENT : LINE_INDENT);
    }
    rows.push([
      t(LOCATION_WORDS[location].subtotal),
      money(
        sumMoney(
          lines.map((c) => c.amount),
          data.currency,
        ),
      ),
    ]);
    subtotals.push(rows.length - 1);
  }
  rows.push([t('pdf.total', { currency: data.currency }), money(data.total_cost)]);
  const bold = new Set([...subtotals, rows.length - 1]);
  drawTable(
    pdf,
    [
      { label: t('pdf.description'), share: 75 },
      { label: t('pdf.amount', { currency: data.currency }), share: 25, align: 'right' },
    ],
    rows,
    { bold: (i) => bold.has(i), indent: (i) => indents.get(i) ?? 0 },
  );
}

function terms(pdf: PdfWriter, data: QuotePdfData, t: DocumentText) {
  if (!data.company.terms.trim()) return;
  section(pdf, t('pdf.terms'));
  pdf.paragraph(data.company.terms, PAGE.margin, CONTENT_WIDTH, { size: 8.5, color: '#3e4c59' });
}

/**
 * The quote as a PDF in its language: letterhead, parties and route, cargo, charges by location with the
 * total, terms.
 */
export async function renderQuotePdf(data: QuotePdfData): Promise<Buffer> {
  const t = documentText(data.language);
  const pdf = new PdfWriter({
    title: t('pdf.title', { number: data.quotation_number }),
    author: data.company.company_name || 'ShipDesk',
    createdAt: new Date(data.updated_at),
  });
  const footer = footerLines(pdf, data.company);
  letterhead(pdf, data, t);
  heading(pdf, data, t);
  parties(pdf, data, t);
  cargo(pdf, data, t);
  costs(pdf, data, t);
  terms(pdf, data, t);
  footers(pdf, data.quotation_number, footer, (page, count) => t('pdf.page', { page, count }));
  return pdf.finish();
}
