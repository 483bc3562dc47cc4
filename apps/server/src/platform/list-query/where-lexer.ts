import { AppError } from '../errors';

const KEYWORDS = ['and', 'or', 'not', 'in', 'is', 'null', 'like', 'ilike', 'true', 'false'] as const;
type Keyword = (typeof KEYWORDS)[number];

type ComparisonOperator = '=' | '!=' | '<>' | '<' | '<=' | '>' | '>=';

export type Token =
  | { type: 'ident'; value: string; pos: number }
  | { type: 'keyword'; value: Keyword; pos: number }
  /** `value` is the unquoted text, with `''` already turned into `'`. */
  | { type: 'string'; value: string; pos: number }
  /** `value` is the source text of the number; the parser converts it. */
  | { type: 'number'; value: string; pos: number }
  | { type: 'op'; value: ComparisonOperator; pos: number }
  | { type: 'lparen' | 'rparen' | 'comma' | 'eof'; value: string; pos: number };

export const MAX_WHERE_LENGTH = 2000;

const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /-?(?:\d+(?:\.\d+)?|\.\d+)/y;
const OPERATORS: readonly ComparisonOperator[] = ['<=', '>=', '<>', '!=', '=', '<', '>'];
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** Positions in messages are 1-based, as a person counts characters. */
export function whereError(message: string, pos?: number): AppError {
  const at = pos === undefined ? '' : ` at position ${pos + 1}`;
  return AppError.badRequest(`Invalid where: ${message}${at}`);
}

function isKeyword(word: string): word is Keyword {
  return (KEYWORDS as readonly string[]).includes(word);
}

function describeChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f
    ? `character U+${code.toString(16).padStart(4, '0')}`
    : `character "${ch}"`;
}

function readString(input: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  while (i < input.length) {
    const ch = input[i];
    if (ch === "'") {
      if (input[i + 1] === "'") {
        value += "'";
        i += 2;
        continue;
      }
      return { value, end: i + 1 };
    }
    value += ch;
    i += 1;
  }
  throw whereError('unterminated string starting', start);
}

/** Splits a `where` expression into tokens; anything outside the small language is a 400. */
export function tokenize(input: string): Token[] {
  if (input.length > MAX_WHERE_LENGTH) {
    throw AppError.badRequest(`Invalid where: longer than ${MAX_WHERE_LENGTH} characters`);
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (WHITESPACE.has(ch)) {
      i += 1;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ type: ch === '(' ? 'lparen' : ch === ')' ? 'rparen' : 'comma', value: ch, pos: i });
      i += 1;
      continue;
    }
    if (ch === "'") {
      const { value, end } = readString(input, i);
      tokens.push({ type: 'string', value, pos: i });
      i = end;
      continue;
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(input);
    if (number) {
      tokens.push({ type: 'number', value: number[0], pos: i });
      i += number[0].length;
      continue;
    }
    IDENT.lastIndex = i;
    const ident = IDENT.exec(input);
    if (ident) {
      const lower = ident[0].toLowerCase();
      tokens.push(
        isKeyword(lower)
          ? { type: 'keyword', value: lower, pos: i }
          : { type: 'ident', value: ident[0], pos: i },
      );
      i += ident[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => input.startsWith(o, i));
    if (op) {
      tokens.push({ type: 'op', value: op, pos: i });
      i += op.length;
      continue;
    }
    throw whereError(`unexpected ${describeChar(ch)}`, i);
  }
  tokens.push({ type: 'eof', value: '', pos: input.length });
  return tokens;
}
