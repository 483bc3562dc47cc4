import { parseCsvText } from './csv-text';
import type { RateCard } from './rate-card';
import {
  type RateCardCreate,
  type RateCardCreateInput,
  rateCardCreateSchema,
  rateCardProblemsOfReadable,
} from './rate-card-validation';

/**
 * The rate cards CSV: one row per card, the same columns for import, export and the template. Lists are
 * encoded in one cell each, items separated by ';':
 * - breaks: `min_weight:rate`, e.g. `0:5.10;45:4.20;100:3.80`
 * - container_rates: `type:rate`, e.g. `20GP:1200;40HC:2100`
 * - surcharges: `name|basis|amount|valid_from|valid_to` (dates may be blank: the card's), e.g.
 *   `Fuel|per_kg|0.85||;Security|per_shipment|25|2026-01-01|2026-06-30`
 */
export const RATE_CARD_CSV_COLUMNS = [
  'carrier',
  'transport_mode',
  'origin_code',
  'origin_country',
  'origin_city',
  'destination_code',
  'destination_country',
  'destination_city',
  'valid_from',
  'valid_to',
  'currency',
  'minimum_charge',
  'breaks',
  'per_cbm_rate',
  'container_rates',
  'fixed_charge',
  'surcharges',
  'notes',
] as const;
type RateCardCsvColumn = (typeof RATE_CARD_CSV_COLUMNS)[number];

/** The most cards one import takes. */
const RATE_CARD_IMPORT_MAX_ROWS = 5000;

const RATE_CARD_CSV_MESSAGES = {
  empty: 'The file has no rate cards: give a header row and one row per card',
  tooMany: `A file can hold at most ${RATE_CARD_IMPORT_MAX_ROWS.toLocaleString('en-US')} rate cards`,
  missingColumn: (column: string) => `The header has no ${column} column`,
  unknownColumn: (column: string) => `Unknown column ${column}`,
  cellCount: (expected: number, got: number) => `The row has ${got} cells; the header has ${expected}`,
  breaks: 'Write weight breaks as min_weight:rate separated by ; (0:5.10;45:4.20)',
  containers: 'Write container rates as type:rate separated by ; (20GP:1200;40HC:2100)',
  surcharges: 'Write surcharges as name|basis|amount|valid_from|valid_to separated by ; (Fuel|per_kg|0.85||)',
} as const;
const M = RATE_CARD_CSV_MESSAGES;

/** One problem of an import: the spreadsheet row (the header is row 1), the column, what is wrong. */
export interface RateCardImportError {
  row: number;
  column: string;
  message: string;
}

const list = (cell: string) =>
  cell
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

/** The cells of one card, in `RATE_CARD_CSV_COLUMNS` order (text; the export writes them as CSV). */
export function rateCardCsvCells(card: RateCard): string[] {
  const cells: Record<RateCardCsvColumn, string> = {
    carrier: card.carrier,
    transport_mode: card.transport_mode,
    origin_code: card.origin_code,
    origin_country: card.origin_country,
    origin_city: card.origin_city,
    destination_code: card.destination_code,
    destination_country: card.destination_country,
    destination_city: card.destination_city,
    valid_from: card.valid_from,
    valid_to: card.valid_to,
    currency: card.currency,
    minimum_charge: String(card.minimum_charge),
    breaks: card.breaks.map((b) => `${b.min_weight}:${b.rate}`).join(';'),
    per_cbm_rate: card.per_cbm_rate === null ? '' : String(card.per_cbm_rate),
    container_rates: card.container_rates.map((c) => `${c.container_type}:${c.rate}`).join(';'),
    fixed_charge: String(card.fixed_charge),
    surcharges: card.surcharges
      .map((s) => [s.name, s.basis, s.amount, s.valid_from ?? '', s.valid_to ?? ''].join('|'))
      .join(';'),
    notes: card.notes,
  };
  return RATE_CARD_CSV_COLUMNS.map((column) => cells[column]);
}

type Decoded = { ok: true; value: unknown } | { ok: false; message: string };

function pairs(cell: string, message: string, keys: [string, string]): Decoded {
  const items = list(cell).map((item) => item.split(':').map((part) => part.trim()));
  if (items.some((parts) => parts.length !== 2 || parts.some((p) => p === ''))) return { ok: false, message };
  return { ok: true, value: items.map(([a, b]) => ({ [keys[0]]: a, [keys[1]]: b })) };
}

function surcharges(cell: string): Decoded {
  const items = list(cell).map((item) => item.split('|').map((part) => part.trim()));
  if (items.some((parts) => parts.length !== 5)) return { ok: false, message: M.surcharges };
  return {
    ok: true,
    value: items.map(([name, basis, amount, from, to]) => ({
      name,
      basis,
      amount,
      valid_from: from || null,
      valid_to: to || null,
    })),
  };
}

/** A row's cells as a create body, or the problem of the column that cannot be read. */
function decodeRow(cells: Record<string, string>): {
  input: Record<string, unknown>;
  errors: [string, string][];
} {
  const input: Record<string, unknown> = {};
  const errors: [string, string][] = [];
  for (const column of RATE_CARD_CSV_COLUMNS) {
    const cell = (cells[column] ?? '').trim();
    let decoded: Decoded = { ok: true, value: cell };
    if (column === 'breaks') decoded = pairs(cell, M.breaks, ['min_weight', 'rate']);
    else if (column === 'container_rates') decoded = pairs(cell, M.containers, ['container_type', 'rate']);
    else if (column === 'surcharges') decoded = surcharges(cell);
    else if (column === 'per_cbm_rate') decoded = { ok: true, value: cell === '' ? null : cell };
    else if (column === 'minimum_charge' || column === 'fixed_charge') {
      decoded = { ok: true, value: cell === '' ? undefined : cell };
    }
    if (decoded.ok) input[column] = decoded.value;
    else errors.push([column, decoded.message]);
  }
  return { input, errors };
}

/**
 * Reads an import file: every card, or every problem (row, column, message) when any row is wrong, so that
 * nothing is imported from a file with a mistake in it.
 */
export function parseRateCardCsv(
  text: string,
): { ok: true; cards: RateCardCreate[]; lines: number[] } | { ok: false; errors: RateCardImportError[] } {
  const rows = parseCsvText(text);
  const [header, ...data] = rows;
  if (!header || data.length === 0) return { ok: false, errors: [{ row: 1, column: '', message: M.empty }] };
  if (data.length > RATE_CARD_IMPORT_MAX_ROWS) {
    return { ok: false, errors: [{ row: 1, column: '', message: M.tooMany }] };
  }
  const names = header.cells.map((name) => name.trim());
  const headerErrors: RateCardImportError[] = [
    ...RATE_CARD_CSV_COLUMNS.filter((c) => !names.includes(c)).map((column) => ({
      row: 1,
      column,
      message: M.missingColumn(column),
    })),
    ...names
      .filter((name) => !(RATE_CARD_CSV_COLUMNS as readonly string[]).includes(name))
      .map((column) => ({ row: 1, column, message: M.unknownColumn(column) })),
  ];
  if (headerErrors.length > 0) return { ok: false, errors: headerErrors };
  const cards: RateCardCreate[] = [];
  // The file line of each card, for problems found later (the server's check of lane codes).
  const lines: number[] = [];
  const errors: RateCardImportError[] = [];
  for (const { line, cells } of data) {
    if (cells.length !== names.length) {
      errors.push({ row: line, column: '', message: M.cellCount(names.length, cells.length) });
      continue;
    }
    const byName = Object.fromEntries(names.map((name, i) => [name, cells[i]!]));
    const decoded = decodeRow(byName);
    for (const [column, message] of decoded.errors) errors.push({ row: line, column, message });
    // The other columns are checked too (a column that could not be read is left out), so one pass over the
    // file reports every problem.
    const unreadable = new Set(decoded.errors.map(([column]) => column));
    const parsed = rateCardCreateSchema.safeParse(decoded.input as RateCardCreateInput);
    if (parsed.success) {
      if (unreadable.size === 0) {
        cards.push(parsed.data);
        lines.push(line);
      }
      continue;
    }
    const reported = new Set(unreadable);
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      if (!unreadable.has(column)) errors.push({ row: line, column, message: issue.message });
      reported.add(column);
    }
    // A field that fails stops the schema before its rules between fields (validity in order, at least one
    // charge): those are checked here on the fields that could be read, so the row's every problem is told.
    const readableInput = Object.fromEntries(
      Object.entries(decoded.input).filter(([column]) => !unreadable.has(column)),
    );
    for (const [column, message] of Object.entries(rateCardProblemsOfReadable(readableInput))) {
      if (!reported.has(column)) errors.push({ row: line, column, message });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, cards, lines };
}
