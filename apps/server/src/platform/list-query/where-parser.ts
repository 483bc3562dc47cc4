import { type Token, tokenize, whereError } from './where-lexer';

/** `<>` is read as `!=`. */
export type ComparisonOp = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type WhereLiteral =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' };

export type WhereNode =
  | { type: 'and'; children: WhereNode[] }
  | { type: 'or'; children: WhereNode[] }
  | { type: 'not'; child: WhereNode }
  | { type: 'comparison'; field: string; op: ComparisonOp; value: WhereLiteral }
  /** `pattern` keeps the user's `%` and `_` wildcards. */
  | { type: 'like'; field: string; pattern: string; negated: boolean }
  | { type: 'in'; field: string; values: WhereLiteral[]; negated: boolean }
  | { type: 'is_null'; field: string; negated: boolean };

export const MAX_WHERE_DEPTH = 20;

function describe(token: Token): string {
  switch (token.type) {
    case 'eof':
      return 'the end of the input';
    case 'string':
      return 'a quoted string';
    case 'number':
    case 'ident':
    case 'keyword':
    case 'op':
      return `"${token.value.length > 40 ? `${token.value.slice(0, 40)}…` : token.value}"`;
    default:
      return `"${token.value}"`;
  }
}

/**
 * Recursive descent over the grammar
 *   or_expr    := and_expr ('or' and_expr)*
 *   and_expr   := unary ('and' unary)*
 *   unary      := 'not' unary | '(' or_expr ')' | condition
 *   condition  := field op literal | field ['not'] ('like'|'ilike') string
 *               | field ['not'] 'in' '(' literal (',' literal)* ')' | field 'is' ['not'] 'null'
 *   literal    := string | number | 'true' | 'false' | 'null'
 * Depth counts parentheses and `not`s, so a hostile input cannot exhaust the stack.
 */
class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): WhereNode {
    const node = this.orExpr();
    const next = this.peek();
    if (next.type === 'rparen') throw whereError('unbalanced ")"', next.pos);
    if (next.type !== 'eof') throw whereError(`unexpected ${describe(next)}`, next.pos);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index];
  }

  private next(): Token {
    const token = this.tokens[this.index];
    if (token.type !== 'eof') this.index += 1;
    return token;
  }

  private isKeyword(word: string, token = this.peek()): boolean {
    return token.type === 'keyword' && token.value === word;
  }

  private enter(pos: number) {
    this.depth += 1;
    if (this.depth > MAX_WHERE_DEPTH)
      throw whereError(`nested more than ${MAX_WHERE_DEPTH} levels deep`, pos);
  }

  private orExpr(): WhereNode {
    const children = [this.andExpr()];
    while (this.isKeyword('or')) {
      this.next();
      children.push(this.andExpr());
    }
    return children.length === 1 ? children[0] : { type: 'or', children };
  }

  private andExpr(): WhereNode {
    const children = [this.unary()];
    while (this.isKeyword('and')) {
      this.next();
      children.push(this.unary());
    }
    return children.length === 1 ? children[0] : { type: 'and', children };
  }

  private unary(): WhereNode {
    const token = this.peek();
    if (this.isKeyword('not')) {
      this.next();
      this.enter(token.pos);
      const child = this.unary();
      this.depth -= 1;
      return { type: 'not', child };
    }
    if (token.type === 'lparen') {
      this.next();
      this.enter(token.pos);
      const inner = this.orExpr();
      const close = this.next();
      if (close.type !== 'rparen') {
        throw close.type === 'eof'
          ? whereError('missing ")" for "("', token.pos)
          : whereError(`expected ")" but found ${describe(close)}`, close.pos);
      }
      this.depth -= 1;
      return inner;
    }
    return this.condition();
  }

  private condition(): WhereNode {
    const fieldToken = this.next();
    if (fieldToken.type !== 'ident') {
      throw whereError(`expected a field name but found ${describe(fieldToken)}`, fieldToken.pos);
    }
    const field = fieldToken.value;
    const token = this.next();
    if (token.type === 'op') {
      const op: ComparisonOp = token.value === '<>' ? '!=' : token.value;
      return { type: 'comparison', field, op, value: this.literal() };
    }
    if (this.isKeyword('is', token)) {
      const negated = this.isKeyword('not');
      if (negated) this.next();
      const nullToken = this.next();
      if (!this.isKeyword('null', nullToken)) {
        throw whereError(`expected "null" after "is" but found ${describe(nullToken)}`, nullToken.pos);
      }
      return { type: 'is_null', field, negated };
    }
    let negated = false;
    let opToken: Token = token;
    if (this.isKeyword('not', token)) {
      negated = true;
      opToken = this.next();
    }
    if (this.isKeyword('like', opToken) || this.isKeyword('ilike', opToken)) {
      const value = this.next();
      if (value.type !== 'string') {
        throw whereError(`"like" needs a quoted string but found ${describe(value)}`, value.pos);
      }
      return { type: 'like', field, pattern: value.value, negated };
    }
    if (this.isKeyword('in', opToken)) return { type: 'in', field, values: this.list(), negated };
    throw whereError(`expected an operator after "${field}" but found ${describe(opToken)}`, opToken.pos);
  }

  private list(): WhereLiteral[] {
    const open = this.next();
    if (open.type !== 'lparen') {
      throw whereError(`"in" needs a list in parentheses but found ${describe(open)}`, open.pos);
    }
    const values = [this.literal()];
    for (;;) {
      const token = this.next();
      if (token.type === 'rparen') return values;
      if (token.type !== 'comma') {
        throw token.type === 'eof'
          ? whereError('missing ")" for "in" list', open.pos)
          : whereError(`expected "," or ")" in the "in" list but found ${describe(token)}`, token.pos);
      }
      values.push(this.literal());
    }
  }

  private literal(): WhereLiteral {
    const token = this.next();
    if (token.type === 'string') return { type: 'string', value: token.value };
    if (token.type === 'number') return { type: 'number', value: Number(token.value) };
    if (this.isKeyword('true', token)) return { type: 'boolean', value: true };
    if (this.isKeyword('false', token)) return { type: 'boolean', value: false };
    if (this.isKeyword('null', token)) return { type: 'null' };
    throw whereError(
      `expected a value (a quoted string or a number) but found ${describe(token)}`,
      token.pos,
    );
  }
}

/** Parses a `where` expression into an AST; any syntax problem is an AppError with status 400. */
export function parseWhere(input: string): WhereNode {
  const tokens = tokenize(input);
  if (tokens.length === 1) throw whereError('the expression is empty');
  return new Parser(tokens).parse();
}
