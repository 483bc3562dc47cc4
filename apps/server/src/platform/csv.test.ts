import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvRow } from './csv';

/**
 * Splits a line the way a spreadsheet does that ignores quotes with the given separator: the worst reader of
 * an export, which still must not find a cell that starts like a formula.
 */
function naiveCells(line: string, separator: string): string[] {
  return line.split(separator).map((cell) => cell.replace(/^"/, '').replace(/^ +/, ''));
}

const FORMULA_START = /^[=+\-@\t\r]/;

describe('CSV cells', () => {
  it('quote every text cell, doubling quotes, and leave numbers and empty values bare', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('2026-03-01')).toBe('"2026-03-01"');
  });

  it('put an apostrophe before anything a spreadsheet would read as a formula at the start of a cell', () => {
    for (const text of ['=1+1', '+44 20', '-5 kg', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(text)).toMatch(/^"'/);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it.each([
    ['comma', ','],
    ['semicolon', ';'],
    ['tab', '\t'],
  ])('leave no cell starting like a formula when a spreadsheet splits on a %s', (_name, separator) => {
    const hostile = [
      `Acme${separator}=1+1`,
      `Acme${separator} +cmd|'/C calc'!A0`,
      `Acme${separator}-2+3`,
      `Acme${separator}@SUM(A1)`,
      `a${separator}b${separator}=HYPERLINK("http://x")`,
      `line\n=1+1`,
      `line\r\n@x`,
    ];
    const line = csvRow(hostile).replace(/\r\n$/, '');
    for (const cell of naiveCells(line, separator)) expect(cell).not.toMatch(FORMULA_START);
    for (const cell of naiveCells(line, '\n')) expect(cell).not.toMatch(FORMULA_START);
  });

  it('keep the text otherwise whole: only an apostrophe is added before a formula start', () => {
    expect(csvCell('Acme;=1+1')).toBe(`"Acme;'=1+1"`);
    expect(csvCell('Acme, Ltd; Lisboa')).toBe('"Acme, Ltd; Lisboa"');
  });

  it('end each row with CRLF; a header names its columns bare', () => {
    expect(csvRow(['a', 1, null])).toBe('"a",1,\r\n');
    expect(csvHeader(['id', 'display_name'])).toBe('id,display_name\r\n');
  });
});
