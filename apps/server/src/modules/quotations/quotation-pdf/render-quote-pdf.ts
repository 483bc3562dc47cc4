import { COST_LOCATIONS, DOCUMENT_LOCALE, formatMoney, INCOTERM_LABELS, sumMoney } from '@freight/domain';
import { drawTable } from './pdf-table';
import { CONTENT_WIDTH, PAGE, PdfWriter } from './pdf-writer';
import type { QuotePdfData } from './quote-pdf-data';

const number = (value: number, decimals: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** '2026-11-25' → '25 Nov 2026' (the same in every locale, so a client abroad reads it right). */
function printedDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m! - 1];
  return `${d} ${month} ${y}`;
}

function letterhead(pdf: PdfWriter, data: QuotePdfData) {
  const top = PAGE.margin;
  const { company } = data;
  if (data.logo) {
    try {
      pdf.doc.image(data.logo, PAGE.margin, top, { fit: [150, 60] });
    } catch {
      // An image pdfkit cannot read (checked as PNG/JPEG on upload, but damaged since) leaves the logo out.
    }
  }
  const x = PAGE.margin + CONTENT_WIDTH / 2;
  const width = CONTENT_WIDTH / 2;
  let y = top;
  if (company.company_name) {
    pdf.line(company.company_name, x, y, width, 'right', { size: 13, weight: 'bold' });
    y += 18;
  }
  const details = [
    ...company.address.split(/\r?\n/),
    company.phone && `Phone ${company.phone}`,
    company.email,
    company.tax_number && `Tax number ${company.tax_number}`,
  ].filter((line): line is string => !!line && line.trim() !== '');
  for (const line of details) {
    pdf.line(line, x, y, width, 'right', { size: 8.5, color: '#52606d' });
    y += 11;
  }
  pdf.doc.y = Math.max(y, top + 64) + 10;
  pdf.rule(pdf.doc.y);
  pdf.doc.y += 12;
}

function heading(pdf: PdfWriter, data: QuotePdfData) {
  const y = pdf.doc.y;
  pdf.line(`Quotation ${data.quotation_number}`, PAGE.margin, y, CONTENT_WIDTH / 2, 'left', {
    size: 16,
    weight: 'bold',
  });
  const meta: [string, string][] = [
    ['Date', printedDate(data.created_date)],
    ['Valid until', printedDate(data.valid_until_date)],
    ['Currency', data.currency],
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

function block(pdf: PdfWriter, title: string, lines: string[], x: number, y: number, width: number) {
  pdf.line(title, x, y, width, 'left', { size: 8, weight: 'bold', color: '#52606d' });
  lines.forEach((line, i) => {
    pdf.line(line, x, y + 13 + i * 12, width, 'left');
  });
  return y + 13 + Math.max(lines.length, 1) * 12;
}

/** A text cut at spaces into lines that fit `width`, for a place name a column would otherwise cut short. */
function wrapped(pdf: PdfWriter, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && pdf.widthOf(next) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return current ? [...lines, current] : lines;
}

function parties(pdf: PdfWriter, data: QuotePdfData) {
  const third = CONTENT_WIDTH / 3;
  const y = pdf.doc.y;
  const client = [data.client_name, data.contact_name, data.client_email, data.client_phone].filter(Boolean);
  // The lane's place with its name above the address ('DEHAM — Hamburg, Germany').
  const origin = [...wrapped(pdf, data.origin_place, third - 10), ...data.origin];
  const destination = [...wrapped(pdf, data.destination_place, third), ...data.destination];
  const bottoms = [
    block(pdf, 'CLIENT', client, PAGE.margin, y, third - 10),
    block(pdf, 'ORIGIN', origin.length ? origin : ['Not set'], PAGE.margin + third, y, third - 10),
    block(
      pdf,
      'DESTINATION',
      destination.length ? destination : ['Not set'],
      PAGE.margin + 2 * third,
      y,
      third,
    ),
  ];
  pdf.doc.y = Math.max(...bottoms) + 14;
  deliveryTerm(pdf, data);
}

/** 'Incoterms 2020: FOB Free on Board, Shenzhen' on a line of its own (a named place can be long). */
function deliveryTerm(pdf: PdfWriter, data: QuotePdfData) {
  if (!data.incoterm) return;
  const y = pdf.doc.y;
  const place = data.incoterm_place.trim();
  const term = `${data.incoterm} ${INCOTERM_LABELS[data.incoterm]}${place ? `, ${place}` : ''}`;
  pdf.line('INCOTERMS 2020', PAGE.margin, y, 90, 'left', { size: 8, weight: 'bold', color: '#52606d' });
  pdf.line(term, PAGE.margin + 90, y - 1, CONTENT_WIDTH - 90, 'left', { weight: 'bold' });
  pdf.doc.y = y + 22;
}

function section(pdf: PdfWriter, title: string) {
  pdf.ensureSpace(60);
  pdf.line(title, PAGE.margin, pdf.doc.y, CONTENT_WIDTH, 'left', { size: 11, weight: 'bold' });
  pdf.doc.y += 17;
}

function cargo(pdf: PdfWriter, data: QuotePdfData) {
  section(pdf, 'Cargo');
  const rows = data.cargo.map((line) => [
    line.name,
    String(line.quantity),
    line.dimensions,
    line.weight_each,
    number(line.total_weight, 2),
    number(line.total_cbm, 3),
  ]);
  if (rows.length === 0) rows.push(['No cargo lines', '', '', '', '', '']);
  drawTable(
    pdf,
    [
      { label: 'Item', share: 30 },
      { label: 'Pieces', share: 9, align: 'right' },
      { label: 'Dimensions', share: 22 },
      { label: 'Weight each', share: 14, align: 'right' },
      { label: 'Total kg', share: 12, align: 'right' },
      { label: 'CBM', share: 12, align: 'right' },
    ],
    rows,
  );
  const t = data.totals;
  drawTable(
    pdf,
    [
      { label: 'Pieces', share: 1, align: 'right' },
      { label: 'Total CBM', share: 1, align: 'right' },
      { label: 'Total weight (kg)', share: 1, align: 'right' },
      { label: 'Chargeable weight (kg)', share: 1, align: 'right' },
    ],
    [[String(t.pieces), number(t.cbm, 3), number(t.weight, 2), number(t.chargeable_weight, 2)]],
  );
}

function costs(pdf: PdfWriter, data: QuotePdfData) {
  section(pdf, 'Charges');
  const money = (value: number) => formatMoney(value, data.currency, DOCUMENT_LOCALE);
  const rows: string[][] = [];
  const subtotals: number[] = [];
  for (const location of COST_LOCATIONS) {
    const lines = data.costs.filter((c) => c.location === location);
    if (lines.length === 0) continue;
    rows.push([`${location} charges`, '']);
    subtotals.push(rows.length - 1);
    for (const line of lines) {
      rows.push([`${line.is_sub_item ? '    – ' : '  '}${line.description}`, money(line.amount)]);
    }
    rows.push([
      `${location} subtotal`,
      money(
        sumMoney(
          lines.map((c) => c.amount),
          data.currency,
        ),
      ),
    ]);
    subtotals.push(rows.length - 1);
  }
  rows.push([`Total (${data.currency})`, money(data.total_cost)]);
  const bold = new Set([...subtotals, rows.length - 1]);
  drawTable(
    pdf,
    [
      { label: 'Description', share: 75 },
      { label: `Amount (${data.currency})`, share: 25, align: 'right' },
    ],
    rows,
    { bold: (i) => bold.has(i) },
  );
}

function terms(pdf: PdfWriter, data: QuotePdfData) {
  if (!data.company.terms.trim()) return;
  section(pdf, 'Terms and conditions');
  pdf.paragraph(data.company.terms, PAGE.margin, CONTENT_WIDTH, { size: 8.5, color: '#3e4c59' });
}

/** Footer and page numbers on every page, written once all pages exist. */
function footers(pdf: PdfWriter, data: QuotePdfData) {
  const { start, count } = pdf.doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.doc.switchToPage(i);
    const margins = pdf.doc.page.margins;
    pdf.doc.page.margins = { ...margins, bottom: 0 };
    const y = PAGE.height - PAGE.margin - 14;
    pdf.rule(y - 6);
    pdf.line(data.company.footer, PAGE.margin, y, CONTENT_WIDTH - 90, 'left', {
      size: 7.5,
      color: '#52606d',
    });
    pdf.line(
      `${data.quotation_number} · Page ${i - start + 1} of ${count}`,
      PAGE.width - PAGE.margin - 140,
      y,
      140,
      'right',
      {
        size: 7.5,
        color: '#52606d',
      },
    );
    pdf.doc.page.margins = margins;
  }
}

/** The quote as a PDF: letterhead, parties and route, cargo, charges by location with the total, terms. */
export async function renderQuotePdf(data: QuotePdfData): Promise<Buffer> {
  const pdf = new PdfWriter({
    title: `Quotation ${data.quotation_number}`,
    author: data.company.company_name || 'ShipDesk',
    createdAt: new Date(data.updated_at),
  });
  letterhead(pdf, data);
  heading(pdf, data);
  parties(pdf, data);
  cargo(pdf, data);
  costs(pdf, data);
  terms(pdf, data);
  footers(pdf, data);
  return pdf.finish();
}
