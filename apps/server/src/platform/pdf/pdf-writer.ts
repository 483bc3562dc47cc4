import PDFDocument from 'pdfkit';
import { type FontWeight, fontFamilies, fontName, fontRuns } from './pdf-fonts';

export type Align = 'left' | 'right' | 'center';

export interface TextStyle {
  size?: number;
  weight?: FontWeight;
  color?: string;
}

/**
 * Right-to-left runs are laid out word by word (a word spacing forces that in pdfkit): laid out whole, fontkit
 * drops the advance of one space when it reverses the glyphs, and two Arabic words print as one.
 */
const runOptions = (family: string) => (family === 'arabic' ? { wordSpacing: 0.001 } : {});

export const PAGE = { width: 595.28, height: 841.89, margin: 48, footerHeight: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * A pdfkit document that writes text in runs of the font that has their glyphs (see `fontRuns`). Lines are
 * placed by hand (`line`, `lines`), so a right-aligned amount lines up whatever fonts its row mixes; long text
 * wraps (`wrap`) rather than being cut.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  /** The lowest y content may reach before a new page: above the footer (see `reserveFooter`). */
  private contentBottom: number = PAGE.height - PAGE.margin - PAGE.footerHeight;

  constructor(info: { title: string; author: string; createdAt: Date }) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
      bufferPages: true,
      // A fixed creation date (the quotation's last change) makes the same quote the same bytes.
      info: { Title: info.title, Author: info.author, Creator: 'ShipDesk', CreationDate: info.createdAt },
      lang: 'en',
    });
    for (const family of fontFamilies()) {
      // pdfkit takes a parsed fontkit font as it takes a file, though its types name only files.
      for (const weight of ['regular', 'bold'] as const) {
        this.doc.registerFont(fontName(family.name, weight), family.faces[weight] as unknown as Buffer);
      }
    }
  }

  private use(family: string, style: TextStyle) {
    this.doc
      .font(fontName(family, style.weight ?? 'regular'))
      .fontSize(style.size ?? 9)
      .fillColor(style.color ?? '#1f2933');
  }

  /** The width the text takes in this style. */
  widthOf(text: string, style: TextStyle = {}): number {
    let width = 0;
    for (const run of fontRuns(text)) {
      this.use(run.family, style);
      width += this.doc.widthOfString(run.text, runOptions(run.family));
    }
    return width;
  }

  /** One line of text in a box `width` wide at (x, y), aligned; text too long for it runs past the box. */
  line(text: string, x: number, y: number, width: number, align: Align = 'left', style: TextStyle = {}) {
    const shown = text.replace(/\s+/g, ' ').trim();
    const total = this.widthOf(shown, style);
    let cursor = align === 'left' ? x : align === 'right' ? x + width - total : x + (width - total) / 2;
    for (const run of fontRuns(shown)) {
      this.use(run.family, style);
      this.doc.text(run.text, cursor, y, { lineBreak: false, ...runOptions(run.family) });
      cursor += this.doc.widthOfString(run.text, runOptions(run.family));
    }
  }

  /**
   * The lines `text` takes in a box `width` wide: cut at spaces, and a word longer than a line (an e-mail
   * address, a street typed without spaces, Chinese) cut after the last '@', '.', '-', '/' or ',' that fits,
   * else after the last character that fits. Nothing is left out.
   */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let current = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const joined = current ? `${current} ${word}` : word;
        if (this.widthOf(joined, style) <= width) {
          current = joined;
          continue;
        }
        if (current) lines.push(current);
        current = word;
        while (this.widthOf(current, style) > width) {
          const [head, rest] = this.cutWord(current, width, style);
          lines.push(head);
          current = rest;
        }
      }
      if (current) lines.push(current);
    }
    return lines;
  }

  /** A word longer than `width` split in two: the longest head that fits (at a separator if it has one). */
  private cutWord(word: string, width: number, style: TextStyle): [string, string] {
    const chars = [...word];
    let fits = 1;
    while (fits < chars.length && this.widthOf(chars.slice(0, fits + 1).join(''), style) <= width) fits++;
    const head = chars.slice(0, fits).join('');
    const separator = Math.max(...['@', '.', '-', '/', ','].map((s) => head.lastIndexOf(s)));
    const cut = separator > 0 && separator < head.length - 1 ? separator + 1 : head.length;
    return [head.slice(0, cut), word.slice(cut)];
  }

  /** The height one line of text takes in this style (a 9-point line: 12). */
  lineHeight(style: TextStyle = {}): number {
    return Math.round((style.size ?? 9) * 1.33);
  }

  /** `text` wrapped into a box `width` wide from (x, y), each line aligned; answers the y below the last line. */
  lines(text: string, x: number, y: number, width: number, align: Align = 'left', style: TextStyle = {}) {
    const step = this.lineHeight(style);
    const lines = this.wrap(text, width, style);
    lines.forEach((line, i) => {
      this.line(line, x, y + i * step, width, align, style);
    });
    return y + lines.length * step;
  }

  /** Wrapped text from the current y across `width`; answers the y below it. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}): number {
    for (const line of text.split(/\r?\n/)) {
      const runs = fontRuns(line.length > 0 ? line : ' ');
      runs.forEach((run, index) => {
        this.use(run.family, style);
        const options = { width, continued: index < runs.length - 1, ...runOptions(run.family) };
        if (index === 0) this.doc.text(run.text, x, this.doc.y, options);
        else this.doc.text(run.text, options);
      });
    }
    return this.doc.y;
  }

  /** Starts a new page when `height` more would run into the footer; answers whether it did. */
  ensureSpace(height: number): boolean {
    if (this.doc.y + height <= this.contentBottom) return false;
    this.doc.addPage();
    this.doc.y = PAGE.margin;
    return true;
  }

  /** Keeps `height` above the bottom margin free on every page for a footer taller than the usual one. */
  reserveFooter(height: number) {
    this.contentBottom = PAGE.height - PAGE.margin - Math.max(PAGE.footerHeight, height);
  }

  rule(y: number, color = '#d0d7de') {
    this.doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  /** The whole document, once every page is written. */
  async finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    this.doc.end();
    await done;
    return Buffer.concat(chunks);
  }
}
