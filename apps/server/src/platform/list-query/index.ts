export type { BoundValue, RawValue } from './field-values';
export { coerceFieldValue } from './field-values';
export type { ComparableField, FieldKind, ListExpr, ListField, ListSpec, SortDirection } from './list-spec';
export {
  DEFAULT_LIMIT,
  defineListSpec,
  isBlankParam,
  LIST_PARAMS,
  listSelection,
  MAX_LIMIT,
  SHAPING_PARAMS,
} from './list-spec';
export type { ParsedListQuery } from './parse-list-query';
export { escapeLike, MAX_SEARCH_LENGTH, parseListQuery } from './parse-list-query';
export { compileWhere } from './where-compiler';
export { MAX_WHERE_LENGTH, tokenize } from './where-lexer';
export type { ComparisonOp, WhereLiteral, WhereNode } from './where-parser';
export { MAX_WHERE_DEPTH, parseWhere } from './where-parser';
