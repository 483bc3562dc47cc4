import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A decimal number as text (an amount read from a numeric column): a spreadsheet reads it as a number. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** What starts a formula: `= + - @`, and tab or CR, which some spreadsheets skip before reading one. */
const FORMULA_AT_START = /^[=+\-@\t\r]/;
/**
 * A formula start after anything a spreadsheet may split cells on (`,` `;` tab, a line break), spaces
 * allowed between: a reader with another separator than ours, or one that ignores quotes, starts a cell there.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n] *)([=+\-@])/g;

/**
 * One CSV cell. Text is always quoted (quotes doubled), and an apostrophe goes before a formula start at the
 * beginning of the text and after every separator a spreadsheet may use, so opening the export with `,`, `;` or
 * tab as separator cannot run anything. Numbers (and decimal text) stay bare so they remain numbers.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  const defused = (FORMULA_AT_START.test(text) ? `'${text}` : text).replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return `"${defused.replaceAll('"', '""')}"`;
}

/** One CSV line (CRLF-terminated, as RFC 4180 and spreadsheets expect). */
export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The header line: the export's own snake_case column names, bare (they are never user text). */
export function csvHeader(names: readonly string[]): string {
  return `${names.join(',')}\r\n`;
}

/** How much of an export is read before the first byte is sent (the whole of a typical export). */
export const CSV_FIRST_PART_BYTES = 1024 * 1024;

async function* rest(first: string, lines: AsyncIterator<string>): AsyncGenerator<string> {
  yield first;
  for (let next = await lines.next(); !next.done; next = await lines.next()) yield next.value;
}

/**
 * Sends an export as a CSV download named `<name>-<UTC date>.csv`. The lines are read before anything is
 * sent, up to `CSV_FIRST_PART_BYTES`: a bad filter or a failing query answers its own status with a JSON error
 * instead of a 200 whose body stops short. A larger export is streamed after that; an error past the headers
 * destroys the connection (Fastify does so for a failing stream), so the chunked body never ends properly and
 * the client reports a failed download rather than saving a truncated file.
 */
export async function sendCsv(reply: FastifyReply, name: string, lines: AsyncIterable<string>) {
  const iterator = lines[Symbol.asyncIterator]();
  let first = '';
  let done = false;
  while (!done && first.length < CSV_FIRST_PART_BYTES) {
    const next = await iterator.next();
    if (next.done) done = true;
    else first += next.value;
  }
  const date = new Date().toISOString().slice(0, 10);
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${date}.csv"`);
  return reply.send(done ? first : Readable.from(rest(first, iterator)));
}
