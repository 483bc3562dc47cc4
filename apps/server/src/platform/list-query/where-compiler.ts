import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../errors';
import { type BoundValue, coerceFieldValue } from './field-values';
import { type ComparableField, exprSql, getField, type ListSpec } from './list-spec';
import type { ComparisonOp, WhereLiteral, WhereNode } from './where-parser';

const SQL_OPERATORS: Record<ComparisonOp, SQL> = {
  '=': sql.raw('='),
  '!=': sql.raw('<>'),
  '<': sql.raw('<'),
  '<=': sql.raw('<='),
  '>': sql.raw('>'),
  '>=': sql.raw('>='),
};

const CONTEXT = 'in where';

/** Truncates a request-supplied name before it goes into an error message. */
export function nameForMessage(name: string): string {
  return name.length > 64 ? `${name.slice(0, 64)}…` : name;
}

/** Looks up a field that may be filtered on, or throws the 400 a user can act on. */
export function filterableField(spec: ListSpec, name: string, context: string): ComparableField {
  const field = getField(spec, name);
  if (!field) throw AppError.badRequest(`Unknown field "${nameForMessage(name)}" ${context}`);
  // A field with no kind is refused by defineListSpec as filterable; checked again so its kind is known here.
  if (!spec.filterable.includes(name) || field.kind === null) {
    throw AppError.badRequest(`Field "${name}" cannot be used for filtering ${context}`);
  }
  return { ...field, kind: field.kind };
}

/** Binds a value as a parameter; `sql.param` keeps arrays or objects from ever being expanded into SQL. */
export function param(value: BoundValue): SQL {
  return sql`${sql.param(value)}`;
}

function literalValue(field: ComparableField, name: string, literal: WhereLiteral): BoundValue {
  if (literal.type === 'null') {
    throw AppError.badRequest(`Invalid value for "${name}" ${CONTEXT}: null can only be used with "is null"`);
  }
  return coerceFieldValue(field, literal.value, name, CONTEXT);
}

function compileComparison(node: Extract<WhereNode, { type: 'comparison' }>, spec: ListSpec): SQL {
  const field = filterableField(spec, node.field, CONTEXT);
  const target = exprSql(field.expr);
  if (node.value.type === 'null') {
    // What a person means by `x = null` / `x != null`; SQL's `= NULL` would silently match nothing.
    if (node.op === '=') return sql`${target} is null`;
    if (node.op === '!=') return sql`${target} is not null`;
  }
  if (field.kind === 'boolean' && node.op !== '=' && node.op !== '!=') {
    throw AppError.badRequest(`Operator "${node.op}" cannot be used with true/false field "${node.field}"`);
  }
  const value = literalValue(field, node.field, node.value);
  return sql`${target} ${SQL_OPERATORS[node.op]} ${param(value)}`;
}

function compileLike(node: Extract<WhereNode, { type: 'like' }>, spec: ListSpec): SQL {
  const field = filterableField(spec, node.field, CONTEXT);
  if (field.kind !== 'string') {
    throw AppError.badRequest(`"like" can only be used with text fields, not "${node.field}"`);
  }
  const op = node.negated ? sql.raw('not ilike') : sql.raw('ilike');
  return sql`${exprSql(field.expr)} ${op} ${param(node.pattern)}`;
}

function compileIn(node: Extract<WhereNode, { type: 'in' }>, spec: ListSpec): SQL {
  const field = filterableField(spec, node.field, CONTEXT);
  const values = node.values.map((literal) => param(literalValue(field, node.field, literal)));
  const op = node.negated ? sql.raw('not in') : sql.raw('in');
  return sql`${exprSql(field.expr)} ${op} (${sql.join(values, sql`, `)})`;
}

function compileNode(node: WhereNode, spec: ListSpec): SQL {
  switch (node.type) {
    case 'and':
    case 'or': {
      const parts = node.children.map((child) => compileNode(child, spec));
      return sql`(${sql.join(parts, node.type === 'and' ? sql` and ` : sql` or `)})`;
    }
    case 'not':
      return sql`not ${parenthesise(compileNode(node.child, spec), node.child)}`;
    case 'comparison':
      return compileComparison(node, spec);
    case 'like':
      return compileLike(node, spec);
    case 'in':
      return compileIn(node, spec);
    case 'is_null': {
      const field = filterableField(spec, node.field, CONTEXT);
      return node.negated ? sql`${exprSql(field.expr)} is not null` : sql`${exprSql(field.expr)} is null`;
    }
  }
}

/** `and`/`or` groups already carry their parentheses; everything else gets them under `not`. */
function parenthesise(compiled: SQL, node: WhereNode): SQL {
  return node.type === 'and' || node.type === 'or' ? compiled : sql`(${compiled})`;
}

/**
 * Compiles a parsed `where` to SQL. Only allowlisted columns/expressions and fixed operator text reach the
 * SQL string; every value from the request is a bound parameter.
 */
export function compileWhere(node: WhereNode, spec: ListSpec): SQL {
  return compileNode(node, spec);
}
