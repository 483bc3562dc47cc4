import { type Align, CONTENT_WIDTH, PAGE, type PdfWriter } from './pdf-writer';

export interface Column {
  label: string;
  /** Share of the content width. */
  share: number;
  align?: Align;
}

/** A one-line row; each further line of a wrapped cell adds a line's height. */
const ROW_HEIGHT = 15;
const HEADER_HEIGHT = 17;
const PAD = 4;

/**
 * A table that breaks across pages: when the next row would run into the footer a new page starts and the
 * header is drawn again, so every page of a long cargo list says what its columns are. A cell's text wraps
 * within its column (a long street or item name is never cut), and its row grows to the tallest cell.
 */
export function drawTable(
  pdf: PdfWriter,
  columns: Column[],
  rows: string[][],
  options: {
    bold?: (i: number) => boolean;
    /** How far row `i`'s first cell is set in, in points (a sub-item under its parent line). */
    indent?: (i: number) => number;
  } = {},
) {
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (c.share / total) * CONTENT_WIDTH);
  const xs = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const inner = (i: number) => widths[i]! - 2 * PAD;
  // Text is laid out word by word (leading spaces would be squeezed away): a row's indent moves its first cell.
  const indentOf = (r: number, i: number) => (i === 0 ? (options.indent?.(r) ?? 0) : 0);

  const header = () => {
    const y = pdf.doc.y;
    const style = { weight: 'bold', size: 8.5 } as const;
    const lines = columns.map((column, i) => pdf.wrap(column.label, inner(i), style));
    const height = HEADER_HEIGHT + (Math.max(...lines.map((l) => l.length)) - 1) * pdf.lineHeight(style);
    pdf.doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill('#eef2f6');
    columns.forEach((column, i) => {
      pdf.lines(column.label, xs[i]! + PAD, y + 4, inner(i), column.align ?? 'left', style);
    });
    pdf.doc.y = y + height;
  };

  pdf.ensureSpace(HEADER_HEIGHT + ROW_HEIGHT);
  header();
  rows.forEach((row, r) => {
    const style = { weight: options.bold?.(r) ? 'bold' : 'regular' } as const;
    const lineCount = Math.max(
      1,
      ...row.map((cell, i) => pdf.wrap(cell, inner(i) - indentOf(r, i), style).length),
    );
    const height = ROW_HEIGHT + (lineCount - 1) * pdf.lineHeight(style);
    if (pdf.ensureSpace(height)) header();
    const y = pdf.doc.y;
    row.forEach((cell, i) => {
      const indent = indentOf(r, i);
      pdf.lines(cell, xs[i]! + PAD + indent, y + 3.5, inner(i) - indent, columns[i]!.align ?? 'left', style);
    });
    pdf.rule(y + height, '#e5e9ee');
    pdf.doc.y = y + height;
  });
  pdf.doc.y += 8;
}
