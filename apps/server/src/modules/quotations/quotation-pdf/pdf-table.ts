import { type Align, CONTENT_WIDTH, PAGE, type PdfWriter } from './pdf-writer';

export interface Column {
  label: string;
  /** Share of the content width. */
  share: number;
  align?: Align;
}

const ROW_HEIGHT = 15;
const HEADER_HEIGHT = 17;

/**
 * A table of single-line rows that breaks across pages: when the next row would run into the footer a new page
 * starts and the header is drawn again, so every page of a long cargo list says what its columns are.
 */
export function drawTable(
  pdf: PdfWriter,
  columns: Column[],
  rows: string[][],
  options: { bold?: (i: number) => boolean } = {},
) {
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (c.share / total) * CONTENT_WIDTH);
  const xs = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const pad = 4;

  const header = () => {
    const y = pdf.doc.y;
    pdf.doc.rect(PAGE.margin, y, CONTENT_WIDTH, HEADER_HEIGHT).fill('#eef2f6');
    columns.forEach((column, i) => {
      pdf.line(column.label, xs[i]! + pad, y + 4, widths[i]! - 2 * pad, column.align ?? 'left', {
        weight: 'bold',
        size: 8.5,
      });
    });
    pdf.doc.y = y + HEADER_HEIGHT;
  };

  pdf.ensureSpace(HEADER_HEIGHT + ROW_HEIGHT);
  header();
  rows.forEach((row, r) => {
    if (pdf.ensureSpace(ROW_HEIGHT)) header();
    const y = pdf.doc.y;
    row.forEach((cell, i) => {
      pdf.line(cell, xs[i]! + pad, y + 3.5, widths[i]! - 2 * pad, columns[i]!.align ?? 'left', {
        weight: options.bold?.(r) ? 'bold' : 'regular',
      });
    });
    pdf.rule(y + ROW_HEIGHT, '#e5e9ee');
    pdf.doc.y = y + ROW_HEIGHT;
  });
  pdf.doc.y += 8;
}
