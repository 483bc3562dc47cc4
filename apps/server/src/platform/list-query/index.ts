export type { BindValue, FieldKind, ListField, ListSpec } from './list-spec';
export { defineListSpec, isBlankParam, listSelection, SHAPING_PARAMS } from './list-spec';
export type { ParsedListQuery } from './parse-list-query';
export { escapeLike, parseListQuery } from './parse-list-query';
