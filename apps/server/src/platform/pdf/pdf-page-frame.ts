import type { CompanyProfile } from '@freight/domain';
import type { DocumentText } from '../i18n/document-messages';
import { CONTENT_WIDTH, PAGE, type PdfWriter } from './pdf-writer';

/** The company a document comes from: its details and its logo's bytes (undefined without a logo). */
export interface Sender {
  company: CompanyProfile;
  logo: Buffer | undefined;
}

/**
 * The logo on the left, the company's name and details right-aligned beside it, and a rule below; the phone and
 * tax number named in the document's language (`t`).
 */
export function letterhead(pdf: PdfWriter, { company, logo }: Sender, t: DocumentText) {
  const top = PAGE.margin;
  if (logo) {
    try {
      pdf.doc.image(logo, PAGE.margin, top, { fit: [150, 60] });
    } catch {
      // An image pdfkit cannot read (checked as PNG/JPEG on upload, but damaged since) leaves the logo out.
    }
  }
  const x = PAGE.margin + CONTENT_WIDTH / 2;
  const width = CONTENT_WIDTH / 2;
  let y = top;
  if (company.company_name) {
    y = pdf.lines(company.company_name, x, y, width, 'right', { size: 13, weight: 'bold' }) + 1;
  }
  const details = [
    ...company.address.split(/\r?\n/),
    company.phone && t('pdf.phone', { phone: company.phone }),
    company.email,
    company.tax_number && t('pdf.taxNumber', { number: company.tax_number }),
  ].filter((line): line is string => !!line && line.trim() !== '');
  for (const line of details) {
    y = pdf.lines(line, x, y, width, 'right', { size: 8.5, color: '#52606d' }) - 0.5;
  }
  pdf.doc.y = Math.max(y, top + 64) + 10;
  pdf.rule(pdf.doc.y);
  pdf.doc.y += 12;
}

/** A titled block of lines, each wrapped to `width` (a long street or e-mail address takes more lines). */
export function block(pdf: PdfWriter, title: string, lines: string[], x: number, y: number, width: number) {
  pdf.line(title, x, y, width, 'left', { size: 8, weight: 'bold', color: '#52606d' });
  let bottom = y + 13;
  for (const line of lines) bottom = pdf.lines(line, x, bottom, width, 'left');
  return Math.max(bottom, y + 25);
}

/** A section title, on a new page when too little room is left for it and a few rows. */
export function section(pdf: PdfWriter, title: string) {
  pdf.ensureSpace(60);
  pdf.line(title, PAGE.margin, pdf.doc.y, CONTENT_WIDTH, 'left', { size: 11, weight: 'bold' });
  pdf.doc.y += 17;
}

const FOOTER_STYLE = { size: 7.5, color: '#52606d' } as const;
/** The company's footer text beside the page number, which takes the last 150 points of the line. */
const FOOTER_TEXT_WIDTH = CONTENT_WIDTH - 150;

/** The footer's lines; the pages keep room for them all above the bottom margin. Call before writing content. */
export function footerLines(pdf: PdfWriter, company: CompanyProfile): string[] {
  const lines = pdf.wrap(company.footer, FOOTER_TEXT_WIDTH, FOOTER_STYLE);
  pdf.reserveFooter(34 + Math.max(lines.length - 1, 0) * pdf.lineHeight(FOOTER_STYLE));
  return lines;
}

/** Footer and '{label} · Page n of m' on every page, written once all pages exist. */
export function footers(
  pdf: PdfWriter,
  label: string,
  lines: string[],
  pageOf = (page: number, count: number) => `Page ${page} of ${count}`,
) {
  const { start, count } = pdf.doc.bufferedPageRange();
  const step = pdf.lineHeight(FOOTER_STYLE);
  const last = PAGE.height - PAGE.margin - 14;
  const top = last - Math.max(lines.length - 1, 0) * step;
  for (let i = start; i < start + count; i++) {
    pdf.doc.switchToPage(i);
    const margins = pdf.doc.page.margins;
    pdf.doc.page.margins = { ...margins, bottom: 0 };
    pdf.rule(top - 6);
    lines.forEach((line, n) => {
      pdf.line(line, PAGE.margin, top + n * step, FOOTER_TEXT_WIDTH, 'left', FOOTER_STYLE);
    });
    const page = `${label} · ${pageOf(i - start + 1, count)}`;
    pdf.line(page, PAGE.width - PAGE.margin - 140, last, 140, 'right', FOOTER_STYLE);
    pdf.doc.page.margins = margins;
  }
}

/** A number with fixed decimals as documents print it ('2,300.50'; '2.300,50' in a German document's locale). */
export const fixedNumber = (value: number, decimals: number, locale = 'en-US') =>
  value.toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/**
 * 'DRAFT' (or `word`, in the document's language) across every page, light enough to read what is under it: a
 * draft is never taken for the real one.
 */
export function draftWatermark(pdf: PdfWriter, word = 'DRAFT') {
  // A longer word ('RASCUNHO') is set smaller, so that it still fits across the page.
  const size = Math.min(130, (130 * PAGE.width) / pdf.widthOf(word, { size: 130, weight: 'bold' }));
  const { start, count } = pdf.doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.doc.switchToPage(i);
    pdf.doc.save();
    pdf.doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
    pdf.doc.fillOpacity(0.12);
    pdf.line(word, 0, PAGE.height / 2 - 60, PAGE.width, 'center', {
      size,
      weight: 'bold',
      color: '#9aa5b1',
    });
    pdf.doc.restore();
  }
}
