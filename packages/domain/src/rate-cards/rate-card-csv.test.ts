import { describe, expect, it } from 'vitest';
import { parseCsvText } from './csv-text';
import type { RateCard } from './rate-card';
import { parseRateCardCsv, RATE_CARD_CSV_COLUMNS, rateCardCsvCells } from './rate-card-csv';

const HEADER = RATE_CARD_CSV_COLUMNS.join(',');
const ROW =
  'Cathay Cargo,Air,hkg,Hong Kong,Hong Kong,AMS,Netherlands,Amsterdam,2026-01-01,2026-12-31,USD,75,' +
  '0:5;45:4;100:3.5,,,35,Fuel|per_kg|0.85||;Security|per_shipment|25|2026-03-01|2026-06-30,"Note, quoted"';

describe('parseCsvText', () => {
  it('reads quoted cells, doubled quotes, CRLF and LF, and skips blank lines', () => {
    expect(parseCsvText('a,"b,c","say ""hi"""\r\n\r\nd,e,f\n').map((r) => r.cells)).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['d', 'e', 'f'],
    ]);
  });
  it('numbers rows by their line, and undoes the export apostrophe before a formula sign', () => {
    const rows = parseCsvText("x\n\n'=1+2\n'plain");
    expect(rows).toEqual([
      { line: 1, cells: ['x'] },
      { line: 3, cells: ['=1+2'] },
      { line: 4, cells: ["'plain"] },
    ]);
  });
});

describe('parseRateCardCsv', () => {
  it('reads a card with its breaks, surcharges and upper-cased codes', () => {
    const result = parseRateCardCsv(`${HEADER}\n${ROW}\n`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const card = result.cards[0]!;
    expect(card).toMatchObject({
      carrier: 'Cathay Cargo',
      origin_code: 'HKG',
      minimum_charge: 75,
      fixed_charge: 35,
      per_cbm_rate: null,
      notes: 'Note, quoted',
      breaks: [
        { min_weight: 0, rate: 5 },
        { min_weight: 45, rate: 4 },
        { min_weight: 100, rate: 3.5 },
      ],
    });
    expect(card.surcharges?.[1]).toEqual({
      name: 'Security',
      basis: 'per_shipment',
      amount: 25,
      valid_from: '2026-03-01',
      valid_to: '2026-06-30',
    });
  });

  it('lists every wrong cell by row and column, and no cards', () => {
    const bad1 = ROW.replace('hkg', 'HK').replace('0:5;45:4', '0-5;45:4');
    const bad2 = ROW.replace('Cathay Cargo', '').replace('2026-12-31', '2025-12-31');
    const result = parseRateCardCsv(`${HEADER}\n${ROW}\n${bad1}\n${bad2}`);
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          row: 3,
          column: 'breaks',
          message: 'Write weight breaks as min_weight:rate separated by ; (0:5.10;45:4.20)',
        },
        {
          row: 3,
          column: 'origin_code',
          message: 'Origin code must be an IATA airport code (3 letters) or a UN/LOCODE (5 characters)',
        },
        { row: 4, column: 'carrier', message: 'Carrier is required' },
        { row: 4, column: 'valid_to', message: 'Valid to cannot be before valid from' },
      ],
    });
    const codes = parseRateCardCsv(`${HEADER}\n${ROW.replace('hkg', 'HK')}`);
    expect(codes).toEqual({
      ok: false,
      errors: [
        {
          row: 2,
          column: 'origin_code',
          message: 'Origin code must be an IATA airport code (3 letters) or a UN/LOCODE (5 characters)',
        },
      ],
    });
  });

  it("reports a reversed validity together with the row's other problems, not once they are fixed", () => {
    const bad = ROW.replace('2026-12-31', '2025-12-31')
      .replace(',USD,', ',XXX,')
      .replace('Fuel|per_kg|', 'Fuel|per_ton|');
    const result = parseRateCardCsv(`${HEADER}\n${bad}`);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'currency'],
      [2, 'surcharges'],
      [2, 'valid_to'],
    ]);
    expect(errors[2]?.message).toBe('Valid to cannot be before valid from');
  });

  it('checks no rule on a field it could not read: a malformed date gives its own message only', () => {
    const bad = ROW.replace('2026-12-31', '31/12/2026').replace(',USD,75,', ',XXX,75,');
    const result = parseRateCardCsv(`${HEADER}\n${bad}`);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((e) => e.column)).toEqual(['valid_to', 'currency']);
  });

  it('refuses a header with missing or unknown columns, rows of the wrong width, and an empty file', () => {
    const header = HEADER.replace('notes', 'remarks');
    expect(parseRateCardCsv(`${header}\n${ROW}`)).toEqual({
      ok: false,
      errors: [
        { row: 1, column: 'notes', message: 'The header has no notes column' },
        { row: 1, column: 'remarks', message: 'Unknown column remarks' },
      ],
    });
    expect(parseRateCardCsv(`${HEADER}\na,b`)).toMatchObject({
      ok: false,
      errors: [{ row: 2, column: '', message: 'The row has 2 cells; the header has 18' }],
    });
    expect(parseRateCardCsv(HEADER)).toMatchObject({ ok: false, errors: [{ row: 1 }] });
  });

  it('a card written as CSV cells reads back as the same card', () => {
    const result = parseRateCardCsv(`${HEADER}\n${ROW}`);
    if (!result.ok) throw new Error('expected a card');
    const card = { ...result.cards[0]!, id: 1, version: 1, created_at: '', updated_at: '' } as RateCard;
    const cells = rateCardCsvCells(card).map((c) => (/[",]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c));
    const again = parseRateCardCsv(`${HEADER}\n${cells.join(',')}`);
    expect(again).toEqual(result);
  });
});
